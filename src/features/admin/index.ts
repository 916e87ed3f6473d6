// Public surface of the admin feature: only the gate. Everything else lives in the "admin" chunk,
// which the gate loads for an admin alone (readers never download it).
export { AdminGate, preloadAdmin } from './AdminGate';
export { ADMIN_BASE, adminLinkReviewPath } from './adminPaths';
