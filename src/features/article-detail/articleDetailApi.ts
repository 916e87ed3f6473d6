import { baseApi } from '@/shared/api/baseApi';
import type { ApiEnvelope } from '@/shared/api/envelope';
import type { ArticleDetailData as ArticleDetail, ArticleNeighbours } from '@/features/articles';

/** The article page's calls: the article (counts a view), its neighbours, and the reading time. */
export const articleDetailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getArticleById: build.query<ArticleDetail, number>({
      query: (id) => `/article/getArticleById/${id}`,
      // A missing or private article: the page's error state shows the server's message, once.
      extraOptions: { notFoundShownByPage: true },
      transformResponse: (body: ApiEnvelope<ArticleDetail>) => body.result as ArticleDetail,
      providesTags: (_result, _error, id) => [{ type: 'Article', id }],
    }),
    getArticleNeighbours: build.query<ArticleNeighbours, number>({
      query: (id) => `/article/getRecommendArticleById/${id}`,
      transformResponse: (body: ApiEnvelope<ArticleNeighbours>) =>
        body.result ?? { previous: null, next: null, recommend: [] },
    }),
    addReadingDuration: build.mutation<void, { id: number; duration: number }>({
      query: ({ id, duration }) => ({ url: readingDurationPath(id, duration), method: 'PUT' }),
    }),
  }),
});

/** Path of the reading-time report, shared by the mutation and the keepalive report on unload. */
export function readingDurationPath(id: number, duration: number): string {
  return `/article/addReadingDuration/${id}/${Math.max(0, Math.round(duration))}`;
}

export const { useGetArticleByIdQuery, useGetArticleNeighboursQuery } = articleDetailApi;
