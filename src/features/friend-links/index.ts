// Friend links (/link/list): the approved links and the 友链申请 dialog.
export { FriendLinks } from './FriendLinks';
export { linksApi } from './linksApi';
export type { FriendLink } from './linkTypes';
