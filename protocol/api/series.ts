import { Type, type Static } from '@sinclair/typebox';
import { ArticleStatus } from '../adminRows';
import { createAt, listAt, removeAt, updateAt } from './adminCrud';
import { IdParams, ImageUrl } from './adminSchemas';
import { CacheTag } from './cacheTags';
import { contract } from './contract';
import { EmptyEnvelope, Envelope } from './envelope';
import { SERIES_NAME_MAX } from '../seriesRules';

// Series (专栏, docs/behaviour.md §9.6): the author's ordered groups of posts, written on the desk
// and read by everyone. Readers see only public posts (the article visibility rules of §9.1).

/** The most posts one order call may place. */
export const SERIES_ORDER_MAX = 1000;

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** What the author sets. The name is checked by the server after trimming (专栏名称不能为空). */
const fields = {
  name: Type.String({ maxLength: SERIES_NAME_MAX }),
  description: Type.String({ maxLength: 1000 }),
  cover: ImageUrl,
};
const { name, ...optional } = fields;
export const SeriesCreateBody = Type.Composite([Type.Object({ name }), Type.Partial(Type.Object(optional))], {
  additionalProperties: false,
});
export const SeriesUpdateBody = Type.Partial(Type.Object(fields), { additionalProperties: false, minProperties: 1 });
export type SeriesInput = Static<typeof SeriesUpdateBody>;

/** A series as readers see it: `postCount` counts its public posts only. */
export const SeriesSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  cover: Type.String(),
  postCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type SeriesSummary = Static<typeof SeriesSummary>;

/** A public post of a series page, in the series' order. */
export const SeriesPost = Type.Object({
  id: Type.Integer(),
  article_title: Type.String(),
  article_description: Type.String(),
  article_cover: Type.String(),
  createdAt: Type.String(),
});

/** A post named in a list or a previous/next link. */
const SeriesLink = Type.Object({ id: Type.Integer(), article_title: Type.String() });

/**
 * Where a public post sits in its series, for 本文属于《name》第 n 篇 on its page: `position` is
 * 1-based among the public posts, `posts` all of them in order.
 */
export const SeriesPlacement = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  position: Type.Integer({ minimum: 1 }),
  posts: Type.Array(SeriesLink),
  previous: Type.Union([SeriesLink, Type.Null()]),
  next: Type.Union([SeriesLink, Type.Null()]),
});
export type SeriesPlacement = Static<typeof SeriesPlacement>;

/** A series on the desk: `postCount` counts its posts of any status. */
const AdminSeriesRow = SeriesSummary;
/** A post of a series on the desk, any status, in the series' order. */
const AdminSeriesPost = Type.Object({ id: Type.Integer(), article_title: Type.String(), status: ArticleStatus });

/** The series' every post, in the order wanted: each of its posts exactly once. */
export const SeriesOrderBody = Type.Object(
  { idList: Type.Array(Id, { maxItems: SERIES_ORDER_MAX, uniqueItems: true }) },
  { additionalProperties: false },
);

const admin = '/api/admin/series';
const desk = { tag: 'admin', auth: 'admin' } as const;
/** A series' name, cover and description show on its pages only; its posts' places also on theirs. */
const written = [CacheTag.series];
const placed = [CacheTag.series, CacheTag.articles];
const shown = [CacheTag.series, CacheTag.articles];

export const seriesContracts = {
  adminList: listAt(admin, '专栏列表 · Every series', Envelope(Type.Array(AdminSeriesRow))),
  adminOne: contract({
    ...desk,
    method: 'GET',
    path: `${admin}/:id`,
    summary: '读取专栏及其全部文章（按顺序） · One series with all its posts, in order',
    params: IdParams,
    response: Envelope(Type.Object({ series: AdminSeriesRow, posts: Type.Array(AdminSeriesPost) })),
    failures: [400, 404],
  }),
  adminCreate: createAt(admin, '新建专栏 · Create a series', SeriesCreateBody, written),
  adminUpdate: updateAt(admin, '修改专栏 · Edit a series', SeriesUpdateBody, written),
  adminRemove: removeAt(admin, '删除专栏（文章保留，不再属于专栏） · Delete a series; its posts stay', placed),
  adminOrder: contract({
    ...desk,
    method: 'PUT',
    path: `${admin}/:id/order`,
    summary: '设置专栏中文章的顺序 · Set the order of a series’ posts',
    params: IdParams,
    body: SeriesOrderBody,
    response: EmptyEnvelope(),
    failures: [400, 404],
    invalidates: placed,
  }),
  list: contract({
    method: 'GET',
    path: '/api/series',
    tag: 'series',
    summary: '专栏列表（公开文章数） · Every series with its public post count',
    auth: 'public',
    response: Envelope(Type.Array(SeriesSummary)),
    cache: shown,
  }),
  one: contract({
    method: 'GET',
    path: '/api/series/:id',
    tag: 'series',
    summary: '专栏及其公开文章（按顺序） · A series with its public posts, in order',
    auth: 'public',
    params: IdParams,
    response: Envelope(Type.Object({ series: SeriesSummary, posts: Type.Array(SeriesPost) })),
    failures: [400, 404],
    cache: shown,
  }),
};
