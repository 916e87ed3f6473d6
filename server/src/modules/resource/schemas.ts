import { Type } from '@sinclair/typebox';

// `type` and `key` are plain bounded strings, not enums: an unknown one is a 404 like a missing
// record (the site list is opened from shared links), not a 400.
export const TypeParams = Type.Object({ type: Type.String({ minLength: 1, maxLength: 16 }) });
export const SiteListParams = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 16 }),
  key: Type.String({ minLength: 1, maxLength: 64 }),
});

const categoryFields = {
  id: Type.Integer(),
  type: Type.String({ description: "'front' 前端推荐 · frontend, 'back' 后端推荐 · backend" }),
  key: Type.String(),
  name: Type.String(),
  description: Type.String(),
};

export const CategoryItem = Type.Object({ ...categoryFields, siteCount: Type.Integer() });

export const SiteItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  description: Type.String(),
  /** '' when the site has no icon: the client shows a text fallback. */
  icon: Type.String(),
});

export const SiteList = Type.Object({ category: Type.Object(categoryFields), list: Type.Array(SiteItem) });
