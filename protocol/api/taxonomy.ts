import { Type, type Static } from '@sinclair/typebox';
import { CacheTag } from './cacheTags';
import { contract } from './contract';
import { Envelope } from './envelope';

// Category and tag dictionaries with public article counts (docs/behaviour.md §9.3): both take no
// params and no body.

/** articleCount counts public articles only. */
export const CategoryEntry = Type.Object({
  id: Type.Integer(),
  category_name: Type.String(),
  articleCount: Type.Integer(),
});
export type CategoryEntry = Static<typeof CategoryEntry>;

/** articleCount counts public articles only. */
export const TagEntry = Type.Object({ id: Type.Integer(), tag_name: Type.String(), articleCount: Type.Integer() });
export type TagEntry = Static<typeof TagEntry>;

const tag = 'taxonomy';
/** Each entry counts public articles, so a change of articles drops them too. */
const DICTIONARY = [CacheTag.taxonomy, CacheTag.articles];

export const taxonomyContracts = {
  categories: contract({
    method: 'GET',
    path: '/api/category/getCategoryDictionary',
    tag,
    summary: '分类及其公开文章数 · Categories with their public article counts',
    auth: 'public',
    response: Envelope(Type.Array(CategoryEntry)),
    failures: [],
    cache: DICTIONARY,
  }),
  tags: contract({
    method: 'GET',
    path: '/api/tag/getTagDictionary',
    tag,
    summary: '标签及其公开文章数 · Tags with their public article counts',
    auth: 'public',
    response: Envelope(Type.Array(TagEntry)),
    failures: [],
    cache: DICTIONARY,
  }),
};
