import { baseApi } from '@/shared/api/baseApi';
import type { ApiEnvelope } from '@/shared/api/envelope';
import type { ArticleBrief, Paged } from '@/features/articles';
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
    getArticlesOf: build.query<Paged<ArticleBrief>, KindPageArgs>({
      query: ({ type, id, current, size }) => ({
        url: type === 'tag' ? '/article/getArticleListByTagId' : '/article/getArticleListByCategoryId',
        method: 'POST',
        body: { id, current, size },
      }),
      transformResponse: (body: ApiEnvelope<Paged<ArticleBrief>>, _meta, args) =>
        body.result ?? { current: args.current, size: args.size, total: 0, list: [] },
      providesTags: ['Article'],
    }),
  }),
});

export const { useGetArticlesOfQuery } = taxonomyArticlesApi;
