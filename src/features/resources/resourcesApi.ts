import { baseApi } from '@/shared/api/baseApi';
import type { ApiEnvelope } from '@/shared/api/envelope';
import type { ResourceCategory, ResourceType, SiteListResult, SiteListTarget } from './resourceTypes';

/** Resource recommendations: the categories of a type and the sites of one category (server content). */
export const resourcesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getResourceCategories: build.query<ResourceCategory[], ResourceType>({
      query: (type) => `/resource/getCategoryList/${type}`,
      transformResponse: (envelope: ApiEnvelope<ResourceCategory[]>) => envelope.result ?? [],
    }),
    getResourceSites: build.query<SiteListResult, SiteListTarget>({
      query: ({ type, key }) => `/resource/getSiteList/${type}/${encodeURIComponent(key)}`,
      transformResponse: (envelope: ApiEnvelope<SiteListResult>) => envelope.result as SiteListResult,
    }),
  }),
});

export const { useGetResourceCategoriesQuery, useGetResourceSitesQuery } = resourcesApi;
