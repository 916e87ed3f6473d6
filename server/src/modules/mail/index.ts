// What other modules use of mail: `app.mail` (queue a notice in the caller's transaction, nudge the
// worker, store a user's address) and readerEmail (the address rule); they list MAIL_PLUGIN among
// their plugin's dependencies (docs/architecture.md "Server layers").
export { MAIL_PLUGIN, type AuthorNotice, type MailService } from './routes';
export type { ReplyNotice } from './reader-notices';
export { readerEmail } from './reader-email';
export { heldNotice } from './held';
