import type { ArticleStatus } from '@protocol/adminRows';

/** A paged admin list (every admin list route answers this shape). */
export interface Paged<T> {
  current: number;
  size: number;
  total: number;
  list: T[];
}

export type ArticleStatusName = ArticleStatus;

/** What the editor sends to create or change an article. */
export interface ArticleInput {
  article_title: string;
  article_content: string;
  article_description?: string;
  article_cover?: string;
  category_name: string;
  tagNameList: string[];
  status: ArticleStatusName;
  /** A later publish time (blog time) schedules a public save; null publishes now (docs/behaviour.md §11.1). */
  publish_at: string | null;
  is_top?: 1 | 2;
  /** docs/behaviour.md §11.4: a new access password, or '' to lift it; left out, kept as it is. */
  access_password?: string;
  access_hint?: string;
  hide_description?: boolean;
  /** 所属专栏 (docs/behaviour.md §9.6): a series' id; null takes the article out of its series. */
  series_id?: number | null;
  /** The version the editor read (docs/behaviour.md §11.2): a stale one is refused with a 409. */
  version?: number;
}

export type { AdminArticle } from '@protocol/adminRows';

/** The dashboard's figures and its 30-day series. */
export interface DashboardStats {
  articleCount: number;
  publicArticleCount?: number;
  /** Articles by status, summing to articleCount (docs/admin-desk.md "The dashboard"). */
  articleStatusCounts?: Record<ArticleStatusName, number>;
  viewCount: number;
  articleViewCount?: number;
  commentCount: number;
  userCount: number;
  onlineCount: number;
  /** Words in every article (累计字数), and articles and words by year, newest first. */
  wordCount?: number;
  years?: { year: string; articles: number; words: number }[];
  /** The last 30 days, oldest first. */
  series: DailyPoint[];
  pending?: PendingWork;
}

/** The author's pending work (docs/admin-api.md, Dashboard). */
export interface PendingWork {
  linkCount: number;
  noticeCount: number;
  /** The newest unread notices, as plain text. */
  notices: { id: number; type: number; to_id: number; text: string; createdAt: string }[];
  /** The newest comments, as plain text. */
  comments: { id: number; type: number; for_id: number; from_name: string; content: string; createdAt: string }[];
}

export interface DailyPoint {
  /** YYYY-MM-DD */
  day: string;
  views: number;
  comments: number;
}

/** A list query of any admin table. */
export interface ListArgs {
  current: number;
  size: number;
  keyword?: string;
  /** Extra filters as query parameters (status, type, album_id, …). */
  filters?: Record<string, string | number | undefined>;
}
