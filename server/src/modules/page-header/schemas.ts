/** docs/behaviour.md §2.4 GET /api/pageHeader/getAll: one banner image per route name (names: db/seed/site.ts). */
export { PageHeaderRow as PageHeader } from '@protocol/adminRows';
