// What other modules use of notifications; they reach the producer itself as `app.notify` and
// declare NOTIFY_PLUGIN among their plugin's dependencies (docs/architecture.md "Server layers").
export { notifyAdmins } from './admins';
export { NOTIFY_TYPE, UNREAD, type NotifyFn, type NotifyType } from './service';
export { NOTIFY_PLUGIN } from './routes';
