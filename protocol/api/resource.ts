import { Type } from '@sinclair/typebox';
import { CacheTag } from './cacheTags';
import { contract } from './contract';
import { Envelope } from './envelope';

// Resource recommendations (前端推荐 / 后端推荐): the categories of one list and the sites of one
// category, from the database.

/** The two lists: frontend and backend recommendations. */
export const RESOURCE_TYPES = ['front', 'back'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

// `type` and `key` are plain bounded strings, not enums: an unknown one is a 404 like a missing
// record (the site list is opened from shared links), not a 400.
const TypeParam = Type.String({ minLength: 1, maxLength: 16 });
const TypeParams = Type.Object({ type: TypeParam });
const SiteListParams = Type.Object({ type: TypeParam, key: Type.String({ minLength: 1, maxLength: 64 }) });

const categoryFields = {
  id: Type.Integer(),
  type: Type.Union(
    RESOURCE_TYPES.map((type) => Type.Literal(type)),
    { description: "'front' 前端推荐 · frontend, 'back' 后端推荐 · backend" },
  ),
  key: Type.String(),
  name: Type.String(),
  description: Type.String(),
};

export const CategoryItem = Type.Object({ ...categoryFields, siteCount: Type.Integer() });

const SiteItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  description: Type.String(),
  /** '' when the site has no icon: the client shows a text fallback. */
  icon: Type.String(),
});

export const SiteList = Type.Object({ category: Type.Object(categoryFields), list: Type.Array(SiteItem) });

const tag = 'resource';

export const resourceContracts = {
  categories: contract({
    method: 'GET',
    path: '/api/resource/getCategoryList/:type',
    tag,
    summary: '资源分类（front 或 back，按展示顺序） · Resource categories of one list, in display order',
    auth: 'public',
    params: TypeParams,
    response: Envelope(Type.Array(CategoryItem)),
    failures: [400, 404],
    cache: [CacheTag.resources],
  }),
  sites: contract({
    method: 'GET',
    path: '/api/resource/getSiteList/:type/:key',
    tag,
    summary: '某个资源分类的网站 · Sites of one resource category',
    auth: 'public',
    params: SiteListParams,
    response: Envelope(SiteList),
    failures: [400, 404],
    cache: [CacheTag.resources],
  }),
};
