import { baseApi } from '@/shared/api/baseApi';
import { resultOf, type ApiEnvelope } from '@/shared/api/envelope';
import { LINK_PAGE_SIZE, type LinkDraft, type LinkPage } from './linkTypes';
import type { FormGuardInput } from '@protocol/spamRules';

const emptyPage = (current: number): LinkPage => ({ current, size: LINK_PAGE_SIZE, total: 0, list: [] });

/** Friend links: the approved list, an application, and the owner's edit (pending review again). */
export const linksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLinks: build.infiniteQuery<LinkPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) =>
          last.list.length > 0 && last.current * last.size < last.total ? lastParam + 1 : undefined,
      },
      query: ({ pageParam }) => ({
        url: '/links/getLinksList',
        method: 'POST',
        body: { current: pageParam, size: LINK_PAGE_SIZE },
      }),
      transformResponse: (envelope: ApiEnvelope<LinkPage>, _meta, { pageParam }) =>
        envelope.result ?? emptyPage(pageParam),
      providesTags: ['Link'],
    }),
    addLink: build.mutation<{ id: number } | null, LinkDraft & FormGuardInput>({
      query: (body) => ({ url: '/links/add', method: 'POST', body }),
      transformResponse: resultOf<{ id: number } | null>,
    }),
    updateLink: build.mutation<unknown, LinkDraft & { id: number }>({
      query: (body) => ({ url: '/links/update', method: 'POST', body }),
      transformResponse: resultOf<unknown>,
      // An edited link goes back to review, so it leaves the approved list.
      invalidatesTags: (_result, error) => (error ? [] : ['Link']),
    }),
  }),
});

export const { useGetLinksInfiniteQuery, useAddLinkMutation, useUpdateLinkMutation } = linksApi;
