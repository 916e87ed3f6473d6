/**
 * The markup rule (docs/behaviour.md §6.1) lives in protocol/ so the SPA and the server read text the same
 * way; this module keeps the client's import path. Callers still run DOMPurify before rendering
 * (docs/architecture.md).
 */
export { containsMarkup, SUSPICIOUS_WORDS } from '@protocol/markupRule';
