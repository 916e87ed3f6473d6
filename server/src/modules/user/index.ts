/** User module (api.md "User and upload"): register, login, public info, own info, password. */
export { default } from './user-routes';
