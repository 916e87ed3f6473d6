import { Type, type Static } from '@sinclair/typebox';
import { MAX_SEARCH_PAGE } from '../searchRules';
import { SearchHit } from '../searchHit';
import { ACCESS_PASSWORD_MAX } from '../articleRules';
import { CacheTag } from './cacheTags';
import { contract } from './contract';
import { EmptyEnvelope, Envelope, Paged } from './envelope';
import { PageNumber, PageSize, PagingFields } from './paging';
import { SeriesPlacement } from './series';

// Public article reading (docs/behaviour.md §9): lists, timeline, detail, recommendations, hot list,
// search. Paths take integers (ajv coerces them; a negative or non-numeric value is a 400 with a
// Chinese message); payloads and results as docs/behaviour.md §9.1–9.3 describe them.

const PageParams = Type.Object(PagingFields);
const TaxonomyPageBody = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  current: PageNumber({ default: 1 }),
  size: PageSize({ default: 10 }),
});
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const UnlockBody = Type.Object({ password: Type.String({ minLength: 1, maxLength: ACCESS_PASSWORD_MAX }) });
const SearchText = Type.String({ minLength: 1, maxLength: 50 });

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
  /** 1 pinned, 2 not. */
  is_top: Type.Integer(),
  status: Type.Integer(),
  /** 1 原创, 2 转载, 3 翻译. */
  type: Type.Integer(),
  origin_url: Type.String(),
  view_times: Type.Integer(),
  thumbs_up_times: Type.Integer(),
  /** Total time readers spent on it, in ms. */
  reading_duration: Type.Number(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** Behind an access password (docs/behaviour.md §11.4): its body is withheld from whoever has no grant. */
  access_protected: Type.Optional(Type.Boolean()),
});
export type ArticleSummary = Static<typeof ArticleSummary>;

/** One Markdown heading of the body, for the table of contents (its element's id is `heading-<position>`). */
export const ArticleHeading = Type.Object({ level: Type.Integer(), text: Type.String() });
export type ArticleHeading = Static<typeof ArticleHeading>;

/**
 * What getArticleById adds to the summary: the Markdown, and the same body rendered and sanitised on
 * the server (docs/behaviour.md §9.1, docs/security.md "Article HTML") with its headings.
 */
export const ArticleBody = Type.Object({
  article_content: Type.String(),
  article_html: Type.String(),
  article_toc: Type.Array(ArticleHeading),
  /**
   * A protected article answered without its grant (docs/behaviour.md §11.4): the three fields above
   * are empty and the reader is asked for the password, with this hint.
   */
  access_locked: Type.Optional(Type.Boolean()),
  access_hint: Type.Optional(Type.String()),
  /** The post's place in its series (docs/behaviour.md §9.6); absent when it belongs to none. */
  series: Type.Optional(SeriesPlacement),
});
export type ArticleDetail = ArticleSummary & Static<typeof ArticleBody>;
const ArticleDetailAnswer = Envelope(Type.Composite([ArticleSummary, ArticleBody]));

/** The short card used by timeline, tag and category lists and previous/next links. */
export const ArticleCard = Type.Object({
  id: Type.Integer(),
  article_title: Type.String(),
  article_cover: Type.String(),
  createdAt: Type.String(),
});
export type ArticleCard = Static<typeof ArticleCard>;

/** One year of the timeline, newest first (a year may continue on the next page). */
export const TimelineYear = Type.Object({ year: Type.String(), articleList: Type.Array(ArticleCard) });
export type TimelineYear = Static<typeof TimelineYear>;

/** Previous (older), next (newer) and up to 6 articles sharing a tag. */
export const Recommendation = Type.Object({
  previous: Type.Union([ArticleCard, Type.Null()]),
  next: Type.Union([ArticleCard, Type.Null()]),
  recommend: Type.Array(ArticleCard),
});
export type Recommendation = Static<typeof Recommendation>;

const HotArticle = Type.Object({ id: Type.Integer(), article_title: Type.String(), view_times: Type.Integer() });

// What each cached answer shows (docs/caching.md). Summaries carry the counters, cards do not.
const SUMMARIES = [CacheTag.articles, CacheTag.articleCounters, CacheTag.taxonomy, CacheTag.users];
const CARDS = [CacheTag.articles];
const tag = 'article';

export const articleContracts = {
  homeList: contract({
    method: 'GET',
    path: '/api/article/blogHomeGetArticleList/:current/:size',
    tag,
    summary: '首页文章列表（置顶优先） · Home article list, pinned first',
    auth: 'public',
    params: PageParams,
    response: Paged(ArticleSummary),
    failures: [400],
    cache: SUMMARIES,
  }),
  timeline: contract({
    method: 'GET',
    path: '/api/article/blogTimelineGetArticleList/:current/:size',
    tag,
    summary: '时间轴（按年分组） · Timeline grouped by year',
    auth: 'public',
    params: PageParams,
    response: Paged(TimelineYear),
    failures: [400],
    cache: CARDS,
  }),
  byTag: contract({
    method: 'POST',
    path: '/api/article/getArticleListByTagId',
    tag,
    summary: '某标签下的文章 · Articles with a tag',
    auth: 'public',
    body: TaxonomyPageBody,
    response: Paged(ArticleCard),
    failures: [400],
    invalidates: [],
  }),
  byCategory: contract({
    method: 'POST',
    path: '/api/article/getArticleListByCategoryId',
    tag,
    summary: '某分类下的文章 · Articles in a category',
    auth: 'public',
    body: TaxonomyPageBody,
    response: Paged(ArticleCard),
    failures: [400],
    invalidates: [],
  }),
  detail: contract({
    method: 'GET',
    path: '/api/article/getArticleById/:id',
    tag,
    summary: '文章详情（计一次浏览） · Article detail, counts one view',
    auth: 'public',
    params: IdParams,
    response: ArticleDetailAnswer,
    failures: [400, 404],
  }),
  /**
   * docs/behaviour.md §11.4: the password of a protected article; answers the detail with its body
   * and sets the post's short-lived grant cookie. Throttled per client and article like the login.
   */
  unlock: contract({
    method: 'POST',
    path: '/api/article/unlock/:id',
    tag,
    summary: '输入访问密码查看受保护的文章 · Unlock a password-protected article',
    auth: 'public',
    params: IdParams,
    body: UnlockBody,
    response: ArticleDetailAnswer,
    failures: [400, 403, 404, 429],
    invalidates: [],
  }),
  recommend: contract({
    method: 'GET',
    path: '/api/article/getRecommendArticleById/:id',
    tag,
    summary: '上一篇、下一篇与相关推荐 · Previous, next and related articles',
    auth: 'public',
    params: IdParams,
    response: Envelope(Recommendation),
    failures: [400, 404],
    cache: CARDS,
  }),
  hot: contract({
    method: 'GET',
    path: '/api/article/getHotArticle',
    tag,
    summary: '热门文章（浏览最多的 5 篇） · Five most viewed articles',
    auth: 'public',
    response: Envelope(Type.Array(HotArticle)),
    cache: [CacheTag.articles, CacheTag.articleCounters],
  }),
  search: contract({
    method: 'GET',
    path: '/api/article/getArticleListByContent/:text',
    tag,
    summary: '按标题或正文搜索（最多 8 条） · Search titles and bodies, 8 hits at most',
    auth: 'public',
    params: Type.Object({ text: SearchText }),
    response: Envelope(Type.Array(SearchHit)),
    failures: [400],
  }),
  /** docs/behaviour.md §9.2 searchArticles: a page number up to MAX_SEARCH_PAGE. */
  searchPage: contract({
    method: 'GET',
    path: '/api/article/searchArticles/:text/:current',
    tag,
    summary: '搜索文章，分页并给出总数（每页 8 条） · Search with a total, 8 hits a page',
    auth: 'public',
    params: Type.Object({ text: SearchText, current: Type.Integer({ minimum: 1, maximum: MAX_SEARCH_PAGE }) }),
    response: Paged(SearchHit),
    failures: [400],
  }),
  /** Negative durations are refused (400); large ones are clamped in the service (docs/behaviour.md §9.1). */
  addReadingDuration: contract({
    method: 'PUT',
    path: '/api/article/addReadingDuration/:id/:duration',
    tag,
    summary: '累加阅读时长（毫秒，单次最多 2 小时） · Add reading time in ms, 2 h at most per call',
    auth: 'public',
    params: Type.Object({ id: Type.Integer({ minimum: 1 }), duration: Type.Integer({ minimum: 0 }) }),
    response: EmptyEnvelope(),
    failures: [400, 404, 429],
    invalidates: [CacheTag.articleCounters],
  }),
};
