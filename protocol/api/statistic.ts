import { Type, type Static } from '@sinclair/typebox';
import { CacheTag } from './cacheTags';
import { contract } from './contract';
import { Envelope } from './envelope';

// Site totals for the home sidebar (docs/behaviour.md §8.1).

/** articleCount counts public articles only (status 1). */
export const Statistic = Type.Object({
  articleCount: Type.Integer(),
  categoryCount: Type.Integer(),
  tagCount: Type.Integer(),
  userCount: Type.Integer(),
});
export type Statistic = Static<typeof Statistic>;

export const statisticContracts = {
  /** No params, no body. */
  totals: contract({
    method: 'GET',
    path: '/api/statistic',
    tag: 'statistic',
    summary: '文章、分类、标签、用户总数 · Article, category, tag and user totals',
    auth: 'public',
    response: Envelope(Statistic),
    failures: [],
    cache: [CacheTag.articles, CacheTag.taxonomy, CacheTag.users],
  }),
};
