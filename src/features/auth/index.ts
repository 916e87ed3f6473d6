// The auth feature's public surface for other features and pages.
export {
  initialUserState,
  loginDialogOpened,
  selectIsAdmin,
  selectIsLoggedIn,
  selectUserInfo,
  type UserInfo,
} from './userSlice';
