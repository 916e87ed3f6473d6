import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer, type Result } from '@/shared/api/contractTypes';
import type { ResourceType, SiteListTarget } from './resourceTypes';

/** Resource recommendations: the categories of a type and the sites of one category (server content). */
export const resourcesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getResourceCategories: build.query<Result<'resource.categories'>, ResourceType>({
      query: (type) => request('resource.categories', `/resource/getCategoryList/${type}`),
      transformResponse: (envelope: Answer<'resource.categories'>) => envelope.result ?? [],
    }),
    getResourceSites: build.query<Result<'resource.sites'>, SiteListTarget>({
      query: ({ type, key }) => request('resource.sites', `/resource/getSiteList/${type}/${encodeURIComponent(key)}`),
      transformResponse: (envelope: Answer<'resource.sites'>) => envelope.result as Result<'resource.sites'>,
    }),
  }),
});

export const { useGetResourceCategoriesQuery, useGetResourceSitesQuery } = resourcesApi;
