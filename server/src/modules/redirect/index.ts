/** Old addresses of imported posts (docs/behaviour.md §9.5): what importers and the server use. */
export { findRedirect, normalizeOldPath, recordOldPath } from './service';
