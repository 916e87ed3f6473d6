import { Type } from '@sinclair/typebox';
import { PageHeaderRow } from '../adminRows';
import { CacheTag } from './cacheTags';
import { contract } from './contract';
import { Envelope } from './envelope';

// Page banners per route (docs/behaviour.md §2.4): one image per route name (names:
// server/src/db/seed/site.ts); the row is the admin desk's too (protocol/adminRows.ts).

export const pageHeaderContracts = {
  /** No params, no body: nothing to validate. */
  all: contract({
    method: 'GET',
    path: '/api/pageHeader/getAll',
    tag: 'page-header',
    summary: '各页横幅图片 · Banner image per page',
    auth: 'public',
    response: Envelope(Type.Array(PageHeaderRow)),
    failures: [],
    cache: [CacheTag.pageHeaders],
  }),
};
