import { baseApi } from '@/shared/api/baseApi';
import type { ApiEnvelope } from '@/shared/api/envelope';
import type { ArticleSummary, Paged } from './articleTypes';

export interface PageArgs {
  current: number;
  size: number;
}

const emptyPage = (args: PageArgs): Paged<ArticleSummary> => ({ ...args, total: 0, list: [] });

/** docs/behaviour.md §9.1: the home list (pinned first, then newest — docs/behaviour.md §9.1). */
export const articlesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHomeArticleList: build.query<Paged<ArticleSummary>, PageArgs>({
      query: ({ current, size }) => `/article/blogHomeGetArticleList/${current}/${size}`,
      transformResponse: (body: ApiEnvelope<Paged<ArticleSummary>>, _meta, args) => body.result ?? emptyPage(args),
      providesTags: ['Article'],
    }),
  }),
});

export const { useGetHomeArticleListQuery } = articlesApi;
