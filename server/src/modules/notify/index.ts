// What other modules use of notifications; they reach the producer itself as `app.notify`
// (docs/architecture.md "Server layers").
export { notifyAdmins } from './admins';
export { NOTIFY_TYPE, UNREAD, type NotifyType } from './service';
