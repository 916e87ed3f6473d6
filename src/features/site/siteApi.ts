import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer, type Result } from '@/shared/api/contractTypes';

/** docs/behaviour.md §8.1 calls plus the home sidebar's statistic and tag cloud. */
export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteConfig: build.query<Result<'config.site'> | null, void>({
      query: () => request('config.site', '/config'),
      // A code-100 tip (config not filled in) has no result; the base query already showed it.
      transformResponse: (body: Answer<'config.site'>) => body.result ?? null,
      providesTags: ['Config'],
    }),
    addView: build.mutation<void, void>({
      query: () => request('config.addView', { url: '/config/addView', method: 'PUT' }),
    }),
    // A refusal is an error whose server message useSiteStartup shows (docs/behaviour.md §8.1).
    getPageHeaders: build.query<Result<'pageHeader.all'>, void>({
      query: () => request('pageHeader.all', '/pageHeader/getAll'),
      transformResponse: (body: Answer<'pageHeader.all'>) => body.result ?? [],
      providesTags: ['PageHeader'],
    }),
    getStatistic: build.query<Result<'statistic.totals'>, void>({
      query: () => request('statistic.totals', '/statistic'),
      transformResponse: (body: Answer<'statistic.totals'>) => body.result as Result<'statistic.totals'>,
      providesTags: ['Statistic'],
    }),
    getTagCloud: build.query<Result<'taxonomy.tags'>, void>({
      query: () => request('taxonomy.tags', '/tag/getTagDictionary'),
      transformResponse: (body: Answer<'taxonomy.tags'>) => body.result ?? [],
      providesTags: ['Tag'],
    }),
  }),
});

export const {
  useGetSiteConfigQuery,
  useAddViewMutation,
  useGetPageHeadersQuery,
  useGetStatisticQuery,
  useGetTagCloudQuery,
} = siteApi;
