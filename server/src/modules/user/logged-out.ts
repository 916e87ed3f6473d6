/** What a logged-out session's open chat sockets are told as they close (logout, 退出此设备). */
export const LOGGED_OUT = '该登录已退出，请重新登录';
