import { Type, type Static } from '@sinclair/typebox';

/** docs/behaviour.md §9.3 GET /api/category/getCategoryDictionary; articleCount counts public articles only. */
export const CategoryEntry = Type.Object({
  id: Type.Integer(),
  category_name: Type.String(),
  articleCount: Type.Integer(),
});
export type CategoryEntry = Static<typeof CategoryEntry>;

/** docs/behaviour.md §9.3 GET /api/tag/getTagDictionary; articleCount counts public articles only. */
export const TagEntry = Type.Object({ id: Type.Integer(), tag_name: Type.String(), articleCount: Type.Integer() });
export type TagEntry = Static<typeof TagEntry>;
