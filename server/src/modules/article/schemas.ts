import { Type, type Static } from '@sinclair/typebox';
import { PageNumber, PageSize, PagingFields } from '../../lib/paging';
import { MAX_SEARCH_PAGE } from '@protocol/searchRules';

// Request schemas (ajv coerces path strings to integers; a negative or non-numeric value is a 400
// with a Chinese message from plugins/errors.ts) and the response shapes of docs/behaviour.md §9.1.

/** Paging bounds come from lib/paging.ts (one schema for every paged route); sizes up to its bound are capped to 50. */
export const PageParams = Type.Object(PagingFields);

export const TaxonomyPageBody = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  current: PageNumber({ default: 1 }),
  size: PageSize({ default: 10 }),
});

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

const SearchText = Type.String({ minLength: 1, maxLength: 50 });
export const SearchParams = Type.Object({ text: SearchText });
/** docs/behaviour.md §9.2 searchArticles: a page number up to MAX_SEARCH_PAGE (search.ts). */
export const SearchPageParams = Type.Object({
  text: SearchText,
  current: Type.Integer({ minimum: 1, maximum: MAX_SEARCH_PAGE }),
});

/** Negative durations are refused (400); large ones are clamped in the service (docs/behaviour.md §9.1: bounded). */
export const DurationParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  duration: Type.Integer({ minimum: 0 }),
});

/** An article without its Markdown body (docs/behaviour.md §9.1: home list has no article_content). */
export const ArticleSummary = Type.Object({
  id: Type.Integer(),
  article_title: Type.String(),
  article_description: Type.String(),
  article_cover: Type.String(),
  category_id: Type.Union([Type.Integer(), Type.Null()]),
  categoryName: Type.Union([Type.String(), Type.Null()]),
  tagIdList: Type.Array(Type.Integer()),
  tagNameList: Type.Array(Type.String()),
  author_id: Type.Integer(),
  authorName: Type.Union([Type.String(), Type.Null()]),
  is_top: Type.Integer(),
  status: Type.Integer(),
  type: Type.Integer(),
  origin_url: Type.String(),
  view_times: Type.Integer(),
  thumbs_up_times: Type.Integer(),
  reading_duration: Type.Number(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ArticleSummary = Static<typeof ArticleSummary>;

/** One Markdown heading of the body, for the table of contents (its element's id is `heading-<position>`). */
export const ArticleHeading = Type.Object({ level: Type.Integer(), text: Type.String() });

/**
 * What getArticleById adds to the summary: the Markdown, and the same body rendered and sanitised on
 * the server (docs/behaviour.md §9.1, docs/security.md "Article HTML") with its headings.
 */
export const ArticleBody = Type.Object({
  article_content: Type.String(),
  article_html: Type.String(),
  article_toc: Type.Array(ArticleHeading),
});
export type ArticleDetail = ArticleSummary & Static<typeof ArticleBody>;

/** The short card used by timeline, tag and category lists and previous/next links. */
export const ArticleCard = Type.Object({
  id: Type.Integer(),
  article_title: Type.String(),
  article_cover: Type.String(),
  createdAt: Type.String(),
});
export type ArticleCard = Static<typeof ArticleCard>;

/** The whole public article (docs/behaviour.md §9.1 getArticleById): the summary plus its body. */
export const ArticleDetailSchema = Type.Composite([ArticleSummary, ArticleBody]);

/** One year of the timeline, newest first. */
export const TimelineYear = Type.Object({ year: Type.String(), articleList: Type.Array(ArticleCard) });

/** Previous (older), next (newer) and up to 6 articles sharing a tag. */
export const Recommendation = Type.Object({
  previous: Type.Union([ArticleCard, Type.Null()]),
  next: Type.Union([ArticleCard, Type.Null()]),
  recommend: Type.Array(ArticleCard),
});

export const HotArticle = Type.Object({ id: Type.Integer(), article_title: Type.String(), view_times: Type.Integer() });

/** The search hit's schema lives in protocol/ so the search dialog types its hits from it. */
export { SearchHit } from '@protocol/searchHit';
