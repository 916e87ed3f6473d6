import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer } from '@/shared/api/contractTypes';
import type { ArticleListKind } from '@/shared/lib/articleListPath';

/** A category or a tag with its number of public articles, in one shape for both pages. */
export interface TaxonomyEntry {
  id: number;
  name: string;
  articleCount: number;
}

/** The two dictionaries: every category and every tag with its article count. */
export const taxonomyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTaxonomy: build.query<TaxonomyEntry[], ArticleListKind>({
      query: (kind) =>
        kind === 'tag'
          ? request('taxonomy.tags', '/tag/getTagDictionary')
          : request('taxonomy.categories', '/category/getCategoryDictionary'),
      transformResponse: (body: Answer<'taxonomy.tags' | 'taxonomy.categories'>) =>
        (body.result ?? []).map((row) => ({
          id: row.id,
          name: 'tag_name' in row ? row.tag_name : row.category_name,
          articleCount: row.articleCount,
        })),
      providesTags: (_result, _error, kind) => [kind === 'tag' ? 'Tag' : 'Category'],
    }),
  }),
});

export const { useGetTaxonomyQuery } = taxonomyApi;
