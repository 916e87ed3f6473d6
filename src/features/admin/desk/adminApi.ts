import { request, type Answer } from '@/shared/api/contractTypes';
import { resultOf } from '@/shared/api/envelope';
import { adminCrudApi, changed } from './adminCrudApi';
import type { AdminArticle, ArticleInput, DashboardStats } from './adminTypes';

/** The desk's own calls besides the tables: site config, dashboard, and the article editor's. */
export const adminApi = adminCrudApi.injectEndpoints({
  endpoints: (build) => ({
    adminConfig: build.query<Record<string, unknown> | null, void>({
      query: () => request('adminSite.config', '/admin/config'),
      transformResponse: (body: Answer<'adminSite.config'>) => body.result ?? null,
      providesTags: ['Config'],
    }),
    adminArticle: build.query<AdminArticle | null, number>({
      query: (id) => request('adminArticle.one', `/admin/article/${id}`),
      transformResponse: (body: Answer<'adminArticle.one'>) => body.result ?? null,
      providesTags: (_result, _error, id) => [{ type: 'Article', id }],
    }),
    adminDashboard: build.query<DashboardStats | null, void>({
      query: () => request('adminSite.dashboard', '/admin/dashboard'),
      transformResponse: (body: Answer<'adminSite.dashboard'>) => body.result ?? null,
      providesTags: ['AdminDashboard'],
    }),
    saveArticle: build.mutation<{ id: number; version?: number }, { id?: number; body: ArticleInput }>({
      query: ({ id, body }) =>
        id
          ? request('adminArticle.update', { url: `/admin/article/${id}`, method: 'PUT', body })
          : request('adminArticle.create', { url: '/admin/article', method: 'POST', body }),
      transformResponse: resultOf<{ id: number; version?: number }>,
      invalidatesTags: (_result, _error, { id }) => [
        ...changed('article'),
        // Its 所属专栏 may have changed (docs/behaviour.md §9.6).
        ...changed('series'),
        'Category',
        'Tag',
        'Statistic',
        ...(id ? [{ type: 'Article' as const, id }] : []),
      ],
    }),
    updateSiteConfig: build.mutation<unknown, Record<string, string>>({
      query: (body) => request('adminSite.updateConfig', { url: '/admin/config', method: 'PUT', body }),
      transformResponse: resultOf<unknown>,
      invalidatesTags: ['Config'],
    }),
    categoryNames: build.query<string[], void>({
      query: () => request('taxonomy.categories', '/category/getCategoryDictionary'),
      transformResponse: (body: Answer<'taxonomy.categories'>) => (body.result ?? []).map((c) => c.category_name),
      providesTags: ['Category'],
    }),
    tagNames: build.query<string[], void>({
      query: () => request('taxonomy.tags', '/tag/getTagDictionary'),
      transformResponse: (body: Answer<'taxonomy.tags'>) => (body.result ?? []).map((t) => t.tag_name),
      providesTags: ['Tag'],
    }),
  }),
});

export const {
  useAdminConfigQuery,
  useAdminArticleQuery,
  useAdminDashboardQuery,
  useSaveArticleMutation,
  useUpdateSiteConfigMutation,
  useCategoryNamesQuery,
  useTagNamesQuery,
} = adminApi;
