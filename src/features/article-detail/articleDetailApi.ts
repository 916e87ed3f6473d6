import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer, type PathOf, type Result } from '@/shared/api/contractTypes';

/** The article page's calls: the article (counts a view), its neighbours, and the reading time. */
export const articleDetailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getArticleById: build.query<Result<'article.detail'>, number>({
      query: (id) => request('article.detail', `/article/getArticleById/${id}`),
      // A missing or private article: the page's error state shows the server's message, once.
      extraOptions: { notFoundShownByPage: true },
      transformResponse: (body: Answer<'article.detail'>) => body.result as Result<'article.detail'>,
      providesTags: (_result, _error, id) => [{ type: 'Article', id }],
    }),
    getArticleNeighbours: build.query<Result<'article.recommend'>, number>({
      query: (id) => request('article.recommend', `/article/getRecommendArticleById/${id}`),
      transformResponse: (body: Answer<'article.recommend'>) =>
        body.result ?? { previous: null, next: null, recommend: [] },
    }),
    /**
     * docs/behaviour.md §11.4: the access password of a protected article; its answer (the whole
     * article) replaces the locked one in the cache, and the server's cookie opens it on a reload.
     */
    unlockArticle: build.mutation<Result<'article.unlock'>, { id: number; password: string }>({
      query: ({ id, password }) =>
        request('article.unlock', { url: `/article/unlock/${id}`, method: 'POST', body: { password } }),
      transformResponse: (body: Answer<'article.unlock'>) => body.result as Result<'article.unlock'>,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(articleDetailApi.util.upsertQueryData('getArticleById', id, data));
      },
    }),
    addReadingDuration: build.mutation<Result<'article.addReadingDuration'>, { id: number; duration: number }>({
      query: ({ id, duration }) =>
        request('article.addReadingDuration', { url: readingDurationPath(id, duration), method: 'PUT' }),
    }),
  }),
});

/** Path of the reading-time report, shared by the mutation and the keepalive report on unload. */
export function readingDurationPath(id: number, duration: number): PathOf<'article.addReadingDuration'> {
  return `/article/addReadingDuration/${id}/${Math.max(0, Math.round(duration))}`;
}

export const { useGetArticleByIdQuery, useGetArticleNeighboursQuery, useUnlockArticleMutation } = articleDetailApi;
