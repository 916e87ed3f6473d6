/** Paged results (docs/behaviour.md §1.2: `{current, size, total, list}`, current 1-based). */
export interface Paged<T> {
  current: number;
  size: number;
  total: number;
  list: T[];
}

/** A home-list article (docs/behaviour.md §9.1: no article_content). */
export interface ArticleSummary {
  id: number;
  article_title: string;
  article_description: string;
  article_cover: string;
  categoryName: string;
  tagNameList: string[];
  /** 1 pinned, 2 not. */
  is_top: number;
  view_times: number;
  thumbs_up_times: number;
  createdAt: string;
  updatedAt: string;
}

export const isPinned = (article: Pick<ArticleSummary, 'is_top'>): boolean => Number(article.is_top) === 1;

/** Number of pages for a paged list; at least 1. */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / Math.max(1, size)));
