// What other modules use of the chat: the hub, reached as `app.chatHub` by modules that declare
// CHAT_PLUGIN among their plugin's dependencies (docs/architecture.md "Server layers").
export { CHAT_PLUGIN } from './routes';
export type { ChatHub } from './hub';
