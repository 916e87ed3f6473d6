// What other modules may use of this module (docs/architecture.md "Server layers").
export { screenChatText, screenSubmission, shieldSettings, type Screened } from './guard';
export { publishedOnly, viewerOf, visibleTo, type Viewer } from './visibility';
export { mustHold, REVIEW_KINDS, type ApprovalListener, type ReviewKind } from './review';
export { SPAM_PLUGIN } from './routes';
export type { ReviewDesk } from './approval';
