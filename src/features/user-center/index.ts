// Public surface of the personal center.
export { UserCenter } from './UserCenter';
