import type { Result } from '@/shared/api/contractTypes';

// The article shapes are the server's (protocol/api/article.ts, docs/architecture.md "API
// contracts"); the names below are what this feature's components call them.
export type {
  ArticleCard as ArticleBrief,
  ArticleDetail,
  ArticleHeading,
  ArticleSummary,
  Recommendation as ArticleNeighbours,
  TimelineYear,
} from '@protocol/api/article';
export type { PageOf as Paged } from '@protocol/api/envelope';

/** The home list's answer: one page of summaries. */
export type HomePage = Result<'article.homeList'>;

/** 1 pinned, 2 not (docs/behaviour.md §1.2). */
export const isPinned = (article: { is_top: number }): boolean => Number(article.is_top) === 1;

/** 1 原创, 2 转载, 3 翻译. */
export type ArticleOrigin = 1 | 2 | 3;

export { pageCount } from '@/shared/lib/paging';
