import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer, type Result } from '@/shared/api/contractTypes';

export interface PageArgs {
  current: number;
  size: number;
}

/** The timeline: a page of the newest articles grouped by year. */
export const timelineApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTimeline: build.query<Result<'article.timeline'>, PageArgs>({
      query: ({ current, size }) =>
        request('article.timeline', `/article/blogTimelineGetArticleList/${current}/${size}`),
      transformResponse: (body: Answer<'article.timeline'>, _meta, args) =>
        body.result ?? { ...args, total: 0, list: [] },
      providesTags: ['Article'],
    }),
  }),
});

export const { useGetTimelineQuery } = timelineApi;
