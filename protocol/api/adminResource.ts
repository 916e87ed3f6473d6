import { Type, type Static, type TObject } from '@sinclair/typebox';
import { AdminCategoryRow, AdminSiteRow } from '../adminRows';
import { createAt, listAt, removeAt, updateAt } from './adminCrud';
import { Keyword, QueryPaging, RequiredWebUrl, UploadUrl } from './adminSchemas';
import { CacheTag } from './cacheTags';
import { Envelope, Paged } from './envelope';

// Resource categories and their sites on the desk (the /resources and /siteList pages).

const ResourceType = Type.Union([Type.Literal('front'), Type.Literal('back')]);
const Sort = Type.Integer({ minimum: 0, maximum: 100_000 });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** A partial edit of `fields`: at least one of them, nothing else. */
const Edit = <T extends TObject>(fields: T) => Type.Partial(fields, { additionalProperties: false, minProperties: 1 });

const categoryFields = {
  type: ResourceType,
  key: Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z0-9-]+$' }),
  name: Type.String({ minLength: 1, maxLength: 32 }),
  description: Type.String({ maxLength: 255 }),
  sort: Sort,
};
const CategoryFields = Type.Object(categoryFields);
export type CategoryInput = Static<typeof CategoryFields>;

const siteFields = {
  category_id: Id,
  name: Type.String({ minLength: 1, maxLength: 64 }),
  url: RequiredWebUrl,
  description: Type.String({ maxLength: 255 }),
  /** '' or one of our uploads. */
  icon: UploadUrl,
  sort: Sort,
};
const SiteFields = Type.Object(siteFields);
export type SiteInput = Static<typeof SiteFields>;

const categories = '/api/admin/resource/category';
const sites = '/api/admin/resource/site';
const written = [CacheTag.resources];

export const adminResourceContracts = {
  categoryList: listAt(
    categories,
    '资源分类列表 · Resource categories',
    Envelope(Type.Array(AdminCategoryRow)),
    Type.Object({ type: Type.Optional(ResourceType) }),
  ),
  categoryCreate: createAt(
    categories,
    '新建资源分类 · Create a resource category',
    Type.Object(
      {
        type: categoryFields.type,
        key: categoryFields.key,
        name: categoryFields.name,
        description: Type.Optional(categoryFields.description),
        sort: Type.Optional(Sort),
      },
      { additionalProperties: false },
    ),
    written,
  ),
  categoryUpdate: updateAt(categories, '修改资源分类 · Edit a resource category', Edit(CategoryFields), written),
  categoryRemove: removeAt(categories, '删除资源分类及其站点 · Delete a resource category with its sites', written),
  siteList: listAt(
    sites,
    '资源站点列表 · Resource sites',
    Paged(AdminSiteRow),
    Type.Object({ ...QueryPaging, category_id: Type.Optional(Id), keyword: Type.Optional(Keyword) }),
  ),
  siteCreate: createAt(
    sites,
    '新建资源站点 · Create a resource site',
    Type.Object(
      {
        category_id: siteFields.category_id,
        name: siteFields.name,
        url: siteFields.url,
        description: Type.Optional(siteFields.description),
        icon: Type.Optional(siteFields.icon),
        sort: Type.Optional(Sort),
      },
      { additionalProperties: false },
    ),
    written,
    [400, 404],
  ),
  siteUpdate: updateAt(sites, '修改资源站点 · Edit a resource site', Edit(SiteFields), written),
  siteRemove: removeAt(sites, '删除资源站点 · Delete a resource site', written),
};
