import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer, type Result } from '@/shared/api/contractTypes';

export interface PageArgs {
  current: number;
  size: number;
}

type HomePage = Result<'article.homeList'>;
const emptyPage = (args: PageArgs): HomePage => ({ ...args, total: 0, list: [] });

/** docs/behaviour.md §9.1: the home list (pinned first, then newest). */
export const articlesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHomeArticleList: build.query<HomePage, PageArgs>({
      query: ({ current, size }) => request('article.homeList', `/article/blogHomeGetArticleList/${current}/${size}`),
      transformResponse: (body: Answer<'article.homeList'>, _meta, args) => body.result ?? emptyPage(args),
      providesTags: ['Article'],
    }),
  }),
});

export const { useGetHomeArticleListQuery } = articlesApi;
