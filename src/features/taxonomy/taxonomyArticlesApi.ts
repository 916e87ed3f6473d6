import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer, type Result } from '@/shared/api/contractTypes';
import type { ArticleListKind } from '@/shared/lib/articleListPath';

export interface KindPageArgs {
  type: ArticleListKind;
  id: number;
  current: number;
  size: number;
}

/** The articles of one tag or category (short cards, newest first). */
export const taxonomyArticlesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getArticlesOf: build.query<Result<'article.byTag' | 'article.byCategory'>, KindPageArgs>({
      query: ({ type, id, current, size }) =>
        type === 'tag'
          ? request('article.byTag', {
              url: '/article/getArticleListByTagId',
              method: 'POST',
              body: { id, current, size },
            })
          : request('article.byCategory', {
              url: '/article/getArticleListByCategoryId',
              method: 'POST',
              body: { id, current, size },
            }),
      transformResponse: (body: Answer<'article.byTag' | 'article.byCategory'>, _meta, args) =>
        body.result ?? { current: args.current, size: args.size, total: 0, list: [] },
      providesTags: ['Article'],
    }),
  }),
});

export const { useGetArticlesOfQuery } = taxonomyArticlesApi;
