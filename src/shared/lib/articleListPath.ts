/** What an /articleList page lists: the articles of one tag or one category. */
export type ArticleListKind = 'tag' | 'category';

export interface ArticleListTarget {
  type: ArticleListKind;
  id: number;
  name: string;
}

/** The one address of a tag's or category's article list, shared with the server's canonical URLs. */
export { articleListPath } from '@protocol/pagePaths';

/** Reads `/articleList`'s query; null when the id is not a positive integer or the type is unknown. */
export function parseArticleListQuery(search: URLSearchParams): ArticleListTarget | null {
  const id = Number(search.get('id'));
  const type = search.get('type');
  if (!Number.isInteger(id) || id < 1) return null;
  if (type !== 'tag' && type !== 'category') return null;
  return { id, type, name: search.get('name') ?? '' };
}
