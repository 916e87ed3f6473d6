import { Type, type Static } from '@sinclair/typebox';
import { Keyword, QueryPaging, RequiredWebUrl, UploadUrl } from '../shared/schemas';

export { AdminCategoryRow as AdminCategory, AdminSiteRow as AdminSite } from '@protocol/adminRows';

export const ResourceType = Type.Union([Type.Literal('front'), Type.Literal('back')]);
const Sort = Type.Integer({ minimum: 0, maximum: 100_000 });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

const categoryFields = {
  type: ResourceType,
  key: Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z0-9-]+$' }),
  name: Type.String({ minLength: 1, maxLength: 32 }),
  description: Type.String({ maxLength: 255 }),
  sort: Sort,
};
export const CategoryCreate = Type.Object(
  {
    type: categoryFields.type,
    key: categoryFields.key,
    name: categoryFields.name,
    description: Type.Optional(categoryFields.description),
    sort: Type.Optional(Sort),
  },
  { additionalProperties: false },
);
const CategoryFields = Type.Object(categoryFields);
export const CategoryUpdate = Type.Partial(CategoryFields, { additionalProperties: false, minProperties: 1 });
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
export const SiteCreate = Type.Object(
  {
    category_id: siteFields.category_id,
    name: siteFields.name,
    url: siteFields.url,
    description: Type.Optional(siteFields.description),
    icon: Type.Optional(siteFields.icon),
    sort: Type.Optional(Sort),
  },
  { additionalProperties: false },
);
const SiteFields = Type.Object(siteFields);
export const SiteUpdate = Type.Partial(SiteFields, { additionalProperties: false, minProperties: 1 });
export type SiteInput = Static<typeof SiteFields>;

export const CategoryQuery = Type.Object({ type: Type.Optional(ResourceType) });
export const SiteQuery = Type.Object({
  ...QueryPaging,
  category_id: Type.Optional(Id),
  keyword: Type.Optional(Keyword),
});
