import { Type, type Static } from '@sinclair/typebox';

/** docs/behaviour.md §2.4 GET /api/pageHeader/getAll: one banner image per route name (names: db/seed/site.ts). */
export const PageHeader = Type.Object({
  id: Type.Integer(),
  route_name: Type.String(),
  bg_url: Type.String(),
});
export type PageHeader = Static<typeof PageHeader>;
