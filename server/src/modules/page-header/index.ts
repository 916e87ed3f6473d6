// What other modules and server rendering may use of this module (docs/architecture.md "Server layers").
/** One banner image per route name (protocol/api/pageHeader.ts; names: db/seed/site.ts). */
export { PageHeaderRow as PageHeader } from '@protocol/adminRows';
export { listPageHeaders } from './service';
