import { baseApi } from '@/shared/api/baseApi';
import { resultOf, type ApiEnvelope } from '@/shared/api/envelope';
import type { ListArgs, Paged } from './adminTypes';
import { deskRequest, type AdminResource, type AdminRowOf, type AdminWrite, type AreaWith } from './deskTables';
import { asPage, listQuery } from './resources';

// Admin lists are tagged per area; any change in an area refetches its lists. Public tags the readers'
// pages cache ('Article', 'Config', 'Link', …) are invalidated too, so the desk's own shell (home
// page, notice) shows a change at once.
type AnyRow = AdminRowOf[AdminResource];

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminList', 'AdminDashboard'] });

type PublicTag =
  'Article' | 'Talk' | 'Photo' | 'Link' | 'Comment' | 'Message' | 'Chat' | 'PageHeader' | 'User' | 'Series';
type ChangeTag = { type: 'AdminList'; id: AdminResource } | 'AdminDashboard' | PublicTag;

const PUBLIC_TAGS: Partial<Record<AdminResource, PublicTag>> = {
  article: 'Article',
  talk: 'Talk',
  album: 'Photo',
  link: 'Link',
  comment: 'Comment',
  message: 'Message',
  chat: 'Chat',
  pageHeader: 'PageHeader',
  user: 'User',
  series: 'Series',
};

/** What a write in an area changes: its lists, the dashboard and the readers' cached pages of it. */
export function changed(resource: AdminResource): ChangeTag[] {
  const tags: ChangeTag[] = [{ type: 'AdminList', id: resource }, 'AdminDashboard'];
  const publicTag = PUBLIC_TAGS[resource];
  if (publicTag) tags.push(publicTag);
  return tags;
}

/**
 * The desk's tables, one set of endpoints for every area: each builds its request with
 * `deskRequest(area, operation)`, whose contract the area names in deskTables.ts (docs/architecture.md
 * "API contracts"). Mutations answer the envelope's result; a refusal (the last admin, a name taken)
 * is an error whose server message the caller shows (useMutationNotice).
 */
export const adminCrudApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Any area's rows; useAdminTable gives each table the row type of its own area.
    adminList: build.query<Paged<AnyRow>, ListArgs & { resource: AdminResource }>({
      query: ({ resource, ...args }) => deskRequest(resource, 'list', { query: listQuery(args) }),
      transformResponse: (body: ApiEnvelope<Paged<AnyRow> | AnyRow[]>, _meta, args) => asPage(body.result, args),
      providesTags: (_result, _error, { resource }) => [{ type: 'AdminList', id: resource }],
    }),
    adminCreate: build.mutation<{ id: number }, AdminWrite<'create'>>({
      query: ({ resource, body }) => deskRequest(resource, 'create', { body }),
      transformResponse: resultOf<{ id: number }>,
      invalidatesTags: (_result, _error, { resource }) => changed(resource),
    }),
    adminUpdate: build.mutation<unknown, AdminWrite<'update'> & { id: number }>({
      query: ({ resource, id, body }) => deskRequest(resource, 'update', { id, body }),
      transformResponse: resultOf<unknown>,
      invalidatesTags: (_result, _error, { resource }) => changed(resource),
    }),
    adminDelete: build.mutation<unknown, { resource: AreaWith<'remove'>; id: number }>({
      query: ({ resource, id }) => deskRequest(resource, 'remove', { id }),
      transformResponse: resultOf<unknown>,
      invalidatesTags: (_result, _error, { resource }) => changed(resource),
    }),
    adminBulkDelete: build.mutation<{ count: number }, { resource: AreaWith<'bulkDelete'>; idList: number[] }>({
      query: ({ resource, idList }) => deskRequest(resource, 'bulkDelete', { body: { idList } }),
      transformResponse: resultOf<{ count: number }>,
      invalidatesTags: (_result, _error, { resource }) => changed(resource),
    }),
  }),
});

export const {
  useAdminListQuery,
  useAdminCreateMutation,
  useAdminUpdateMutation,
  useAdminDeleteMutation,
  useAdminBulkDeleteMutation,
} = adminCrudApi;
