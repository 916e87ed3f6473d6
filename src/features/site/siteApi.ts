import { baseApi } from '@/shared/api/baseApi';
import type { ApiEnvelope } from '@/shared/api/envelope';
import type { PageHeader } from './pageBanner';
import type { SiteConfig, SiteStatistic, TagCount } from './siteTypes';

const unwrap = <T>(body: ApiEnvelope<T>): T => body.result as T;

/** docs/behaviour.md §8.1 calls plus the home sidebar's statistic and tag cloud. */
export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteConfig: build.query<SiteConfig | null, void>({
      query: () => '/config',
      // A code-100 tip (config not filled in) has no result; the base query already showed it.
      transformResponse: (body: ApiEnvelope<SiteConfig>) => body.result ?? null,
      providesTags: ['Config'],
    }),
    addView: build.mutation<void, void>({
      query: () => ({ url: '/config/addView', method: 'PUT' }),
    }),
    // A refusal is an error whose server message useSiteStartup shows (docs/behaviour.md §8.1).
    getPageHeaders: build.query<PageHeader[], void>({
      query: () => '/pageHeader/getAll',
      transformResponse: (body: ApiEnvelope<PageHeader[]>) => body.result ?? [],
      providesTags: ['PageHeader'],
    }),
    getStatistic: build.query<SiteStatistic, void>({
      query: () => '/statistic',
      transformResponse: unwrap<SiteStatistic>,
      providesTags: ['Statistic'],
    }),
    getTagCloud: build.query<TagCount[], void>({
      query: () => '/tag/getTagDictionary',
      transformResponse: (body: ApiEnvelope<TagCount[]>) => body.result ?? [],
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
