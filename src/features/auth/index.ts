// Public surface of the accounts feature (login, register, session): what other features and pages
// may use. Its dialogs and menus are composed by src/app, which may import them directly.
export {
  blogAvatarLoaded,
  initialUserState,
  loggedOut,
  logoutStarted,
  loginDialogClosed,
  loginDialogOpened,
  selectBlogAvatar,
  selectIsAdmin,
  selectIsLoggedIn,
  selectShowLogin,
  selectToken,
  selectUserInfo,
  tokenReceived,
  userInfoLoaded,
  type UserInfo,
} from './userSlice';
export { useUpdateOwnUserInfoMutation, useUpdatePasswordMutation } from './authApi';
export { passwordRules, type PasswordForm } from './validators';
