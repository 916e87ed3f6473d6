import { baseApi } from '@/shared/api/baseApi';
import type { ApiEnvelope } from '@/shared/api/envelope';
import type { Paged, TimelineYear } from '@/features/articles';

export interface PageArgs {
  current: number;
  size: number;
}

/** The timeline: a page of the newest articles grouped by year. */
export const timelineApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTimeline: build.query<Paged<TimelineYear>, PageArgs>({
      query: ({ current, size }) => `/article/blogTimelineGetArticleList/${current}/${size}`,
      transformResponse: (body: ApiEnvelope<Paged<TimelineYear>>, _meta, args) =>
        body.result ?? { ...args, total: 0, list: [] },
      providesTags: ['Article'],
    }),
  }),
});

export const { useGetTimelineQuery } = timelineApi;
