import type { ARTICLE_STATUS } from '@protocol/codes';

/** One demo article as the seed writes it (docs/behaviour.md §9.1; is_top 1 pinned). */
export interface SeedArticle {
  title: string;
  description: string;
  /** categories.category_name, see site.ts CATEGORIES. */
  category: string;
  /** tags.tag_name values, see site.ts TAGS. */
  tags: string[];
  createdAt: string;
  pinned?: boolean;
  /** Private: must never be listed or fetched publicly. Public when left out. */
  status?: typeof ARTICLE_STATUS.private;
  views: number;
  likes: number;
  /** Markdown. Code blocks use ~~~ fences (CommonMark) so the text can live in template literals. */
  content: string;
}
