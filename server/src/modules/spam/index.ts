// What other modules may use of this module (docs/architecture.md "Server layers").
export { screenChatText, screenSubmission, shieldSettings, type Screened } from './guard';
export { installHanConverter } from './normalise';
