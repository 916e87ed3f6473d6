import { baseApi } from '@/shared/api/baseApi';
import { resultOf, type ApiEnvelope } from '@/shared/api/envelope';
import type { AdminRowOf, AdminWrite } from './adminRowTypes';
import type { AdminArticle, ArticleInput, DashboardStats, ListArgs, Paged } from './adminTypes';
import { ADMIN_RESOURCES, asPage, BULK_DELETE, listQuery, type AdminResource } from './resources';

// Admin lists are tagged per area; any change in an area refetches its lists. Public tags the readers'
// pages cache ('Article', 'Config', 'Link', …) are invalidated too, so the desk's own shell (home
// page, notice) shows a change at once.
type AnyRow = AdminRowOf[AdminResource];

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminList', 'AdminDashboard'] });

type PublicTag = 'Article' | 'Talk' | 'Photo' | 'Link' | 'Comment' | 'Message' | 'Chat' | 'PageHeader' | 'User';
type ChangeTag = { type: 'AdminList'; id: AdminResource } | 'AdminDashboard' | PublicTag;

const PUBLIC_TAGS: Partial<Record<AdminResource, PublicTag>> = {
  article: 'Article',
  talk: 'Talk',
  album: 'Photo',
  photo: 'Photo',
  link: 'Link',
  comment: 'Comment',
  message: 'Message',
  chat: 'Chat',
  pageHeader: 'PageHeader',
  user: 'User',
};

function changed(resource: AdminResource): ChangeTag[] {
  const tags: ChangeTag[] = [{ type: 'AdminList', id: resource }, 'AdminDashboard'];
  const publicTag = PUBLIC_TAGS[resource];
  if (publicTag) tags.push(publicTag);
  return tags;
}

/**
 * Every admin call. Mutations answer the envelope's result; a refusal (the last admin, a name taken)
 * is an error whose server message the caller shows (useMutationNotice).
 */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Any area's rows; useAdminTable gives each table the row type of its own area.
    adminList: build.query<Paged<AnyRow>, ListArgs & { resource: AdminResource }>({
      query: ({ resource, ...args }) => `${ADMIN_RESOURCES[resource]}?${listQuery(args)}`,
      transformResponse: (body: ApiEnvelope<Paged<AnyRow> | AnyRow[]>, _meta, args) => asPage(body.result, args),
      providesTags: (_result, _error, { resource }) => [{ type: 'AdminList', id: resource }],
    }),
    adminCreate: build.mutation<{ id: number }, AdminWrite>({
      query: ({ resource, body }) => ({ url: ADMIN_RESOURCES[resource], method: 'POST', body }),
      transformResponse: resultOf<{ id: number }>,
      invalidatesTags: (_result, _error, { resource }) => changed(resource),
    }),
    adminUpdate: build.mutation<unknown, AdminWrite & { id: number }>({
      query: ({ resource, id, body }) => ({ url: `${ADMIN_RESOURCES[resource]}/${id}`, method: 'PUT', body }),
      transformResponse: resultOf<unknown>,
      invalidatesTags: (_result, _error, { resource }) => changed(resource),
    }),
    adminDelete: build.mutation<unknown, { resource: AdminResource; id: number }>({
      query: ({ resource, id }) => ({ url: `${ADMIN_RESOURCES[resource]}/${id}`, method: 'DELETE' }),
      transformResponse: resultOf<unknown>,
      invalidatesTags: (_result, _error, { resource }) => changed(resource),
    }),
    adminBulkDelete: build.mutation<{ count: number }, { resource: AdminResource; idList: number[] }>({
      query: ({ resource, idList }) => ({ url: BULK_DELETE[resource] ?? '', method: 'POST', body: { idList } }),
      transformResponse: resultOf<{ count: number }>,
      invalidatesTags: (_result, _error, { resource }) => changed(resource),
    }),
    adminConfig: build.query<Record<string, unknown> | null, void>({
      query: () => '/admin/config',
      transformResponse: (body: ApiEnvelope<Record<string, unknown>>) => body.result ?? null,
      providesTags: ['Config'],
    }),
    adminArticle: build.query<AdminArticle | null, number>({
      query: (id) => `${ADMIN_RESOURCES.article}/${id}`,
      transformResponse: (body: ApiEnvelope<AdminArticle>) => body.result ?? null,
      providesTags: (_result, _error, id) => [{ type: 'Article', id }],
    }),
    adminDashboard: build.query<DashboardStats | null, void>({
      query: () => '/admin/dashboard',
      transformResponse: (body: ApiEnvelope<DashboardStats>) => body.result ?? null,
      providesTags: ['AdminDashboard'],
    }),
    saveArticle: build.mutation<{ id: number; version?: number }, { id?: number; body: ArticleInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `${ADMIN_RESOURCES.article}/${id}`, method: 'PUT', body }
          : { url: ADMIN_RESOURCES.article, method: 'POST', body },
      transformResponse: resultOf<{ id: number; version?: number }>,
      invalidatesTags: (_result, _error, { id }) => [
        ...changed('article'),
        'Category',
        'Tag',
        'Statistic',
        ...(id ? [{ type: 'Article' as const, id }] : []),
      ],
    }),
    updateSiteConfig: build.mutation<unknown, Record<string, string>>({
      query: (body) => ({ url: '/admin/config', method: 'PUT', body }),
      transformResponse: resultOf<unknown>,
      invalidatesTags: ['Config'],
    }),
    categoryNames: build.query<string[], void>({
      query: () => '/category/getCategoryDictionary',
      transformResponse: (body: ApiEnvelope<{ category_name: string }[]>) =>
        (body.result ?? []).map((c) => c.category_name),
      providesTags: ['Category'],
    }),
    tagNames: build.query<string[], void>({
      query: () => '/tag/getTagDictionary',
      transformResponse: (body: ApiEnvelope<{ tag_name: string }[]>) => (body.result ?? []).map((t) => t.tag_name),
      providesTags: ['Tag'],
    }),
  }),
});

export const {
  useAdminListQuery,
  useAdminCreateMutation,
  useAdminUpdateMutation,
  useAdminDeleteMutation,
  useAdminBulkDeleteMutation,
  useAdminConfigQuery,
  useAdminArticleQuery,
  useAdminDashboardQuery,
  useSaveArticleMutation,
  useUpdateSiteConfigMutation,
  useCategoryNamesQuery,
  useTagNamesQuery,
} = adminApi;
