import { baseApi } from '@/shared/api/baseApi';
import type { ApiEnvelope } from '@/shared/api/errorCatalogue';
import type { ArticleListKind } from '@/shared/lib/articleListPath';
import type { PageArgs } from './articlesApi';
import type { ArticleBrief, Paged, TimelineYear } from './articleTypes';

export interface KindPageArgs extends PageArgs {
  type: ArticleListKind;
  id: number;
}

const unwrapPage = <T>(body: ApiEnvelope<Paged<T>>, args: PageArgs): Paged<T> =>
  body.result ?? { current: args.current, size: args.size, total: 0, list: [] };

/** The timeline and the article lists of one tag or category (short cards, newest first). */
export const articleListsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTimeline: build.query<Paged<TimelineYear>, PageArgs>({
      query: ({ current, size }) => `/article/blogTimelineGetArticleList/${current}/${size}`,
      transformResponse: (body: ApiEnvelope<Paged<TimelineYear>>, _meta, args) => unwrapPage(body, args),
      providesTags: ['Article'],
    }),
    getArticlesOf: build.query<Paged<ArticleBrief>, KindPageArgs>({
      query: ({ type, id, current, size }) => ({
        url: type === 'tag' ? '/article/getArticleListByTagId' : '/article/getArticleListByCategoryId',
        method: 'POST',
        body: { id, current, size },
      }),
      transformResponse: (body: ApiEnvelope<Paged<ArticleBrief>>, _meta, args) => unwrapPage(body, args),
      providesTags: ['Article'],
    }),
  }),
});

export const { useGetTimelineQuery, useGetArticlesOfQuery } = articleListsApi;
