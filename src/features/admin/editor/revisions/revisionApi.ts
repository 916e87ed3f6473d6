import { baseApi } from '@/shared/api/baseApi';
import { resultOf } from '@/shared/api/envelope';
import { request, type Body, type Result } from '@/shared/api/contractTypes';

// An article's revisions and the editor's autosave (docs/behaviour.md §11.3). Injected when the
// editor loads, so none of it is in the reader's first load.
const api = baseApi.enhanceEndpoints({ addTagTypes: ['Revision', 'AdminList'] });

export type AutosaveBody = Body<'revision.autosave'>;

export const revisionApi = api.injectEndpoints({
  endpoints: (build) => ({
    revisions: build.query<Result<'revision.list'>, number>({
      query: (id) => request('revision.list', `/admin/article/${id}/revisions`),
      transformResponse: resultOf<Result<'revision.list'>>,
      providesTags: (_result, _error, id) => [{ type: 'Revision', id }],
    }),
    revision: build.query<Result<'revision.one'>, { id: number; revisionId: number }>({
      query: ({ id, revisionId }) => request('revision.one', `/admin/article/${id}/revisions/${revisionId}`),
      transformResponse: resultOf<Result<'revision.one'>>,
    }),
    restoreRevision: build.mutation<Result<'revision.restore'>, { id: number; revisionId: number }>({
      query: ({ id, revisionId }) =>
        request('revision.restore', {
          url: `/admin/article/${id}/revisions/${revisionId}/restore`,
          method: 'POST',
        }),
      transformResponse: resultOf<Result<'revision.restore'>>,
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Revision', id },
        { type: 'Article', id },
        { type: 'AdminList', id: 'article' },
      ],
    }),
    autosave: build.mutation<Result<'revision.autosave'>, { id: number; body: AutosaveBody }>({
      query: ({ id, body }) =>
        request('revision.autosave', { url: `/admin/article/${id}/autosave`, method: 'PUT', body }),
      transformResponse: resultOf<Result<'revision.autosave'>>,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Revision', id }],
    }),
  }),
});

export const {
  useRevisionsQuery,
  useRevisionQuery,
  useLazyRevisionQuery,
  useRestoreRevisionMutation,
  useAutosaveMutation,
} = revisionApi;
