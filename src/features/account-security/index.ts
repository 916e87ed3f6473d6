// Public surface of 账号安全 (docs/behaviour.md §4.7): the personal center's tab.
export { SecurityTab } from './SecurityTab';
