/** User module (docs/behaviour.md §4.5): register, login, public info, own info, password. */
export { default } from './user-routes';
