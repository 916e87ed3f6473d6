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
  category_id?: number | null;
  categoryName: string | null;
  tagIdList?: number[];
  tagNameList: string[];
  /** 1 pinned, 2 not. */
  is_top: number;
  view_times: number;
  thumbs_up_times: number;
  createdAt: string;
  updatedAt: string;
}

export const isPinned = (article: Pick<ArticleSummary, 'is_top'>): boolean => Number(article.is_top) === 1;

export { pageCount } from '@/shared/lib/paging';

/** The short card of timeline, tag and category lists, previous/next and recommendations. */
export interface ArticleBrief {
  id: number;
  article_title: string;
  article_cover: string;
  createdAt: string;
}

/** One year of the timeline (a year may continue on the next page). */
export interface TimelineYear {
  year: string;
  articleList: ArticleBrief[];
}

/** 1 原创, 2 转载, 3 翻译. */
export type ArticleOrigin = 1 | 2 | 3;

/** One heading of an article's body, in order; its element's id is `heading-<position>`. */
export interface ArticleHeading {
  level: number;
  text: string;
}

/** The whole public article (getArticleById). */
export interface ArticleDetail extends ArticleSummary {
  /** The Markdown the author wrote. */
  article_content: string;
  /** The body rendered and sanitised on the server: what readers see (docs/architecture.md "Article HTML"). */
  article_html: string;
  article_toc: ArticleHeading[];
  author_id: number;
  authorName: string | null;
  type: number;
  origin_url: string;
  /** Total time readers spent on it, in ms. */
  reading_duration: number;
}

export interface ArticleNeighbours {
  /** Older neighbour. */
  previous: ArticleBrief | null;
  /** Newer neighbour. */
  next: ArticleBrief | null;
  /** Up to 6 sharing a tag. */
  recommend: ArticleBrief[];
}
