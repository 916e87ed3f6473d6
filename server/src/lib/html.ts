// The one HTML escape lives in protocol/html.ts (the service worker's offline page uses it too).
export { escapeHtml } from '@protocol/html';
