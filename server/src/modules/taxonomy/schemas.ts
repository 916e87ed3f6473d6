import { Type, type Static } from '@sinclair/typebox';

/** api.md GET /api/category/getCategoryDictionary; articleCount counts public articles only. */
export const CategoryEntry = Type.Object({
  id: Type.Integer(),
  category_name: Type.String(),
  articleCount: Type.Integer(),
});
export type CategoryEntry = Static<typeof CategoryEntry>;

/** api.md GET /api/tag/getTagDictionary; articleCount counts public articles only. */
export const TagEntry = Type.Object({ id: Type.Integer(), tag_name: Type.String(), articleCount: Type.Integer() });
export type TagEntry = Static<typeof TagEntry>;
