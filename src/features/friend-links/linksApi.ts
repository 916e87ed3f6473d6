import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer, type Body, type Result } from '@/shared/api/contractTypes';
import { resultOf } from '@/shared/api/envelope';
import { LINK_PAGE_SIZE } from './linkTypes';

type LinkPage = Result<'link.list'>;
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
      query: ({ pageParam }) =>
        request('link.list', {
          url: '/links/getLinksList',
          method: 'POST',
          body: { current: pageParam, size: LINK_PAGE_SIZE },
        }),
      transformResponse: (envelope: Answer<'link.list'>, _meta, { pageParam }) =>
        envelope.result ?? emptyPage(pageParam),
      providesTags: ['Link'],
    }),
    addLink: build.mutation<Result<'link.add'> | null, Body<'link.add'>>({
      query: (body) => request('link.add', { url: '/links/add', method: 'POST', body }),
      transformResponse: resultOf<Result<'link.add'> | null>,
    }),
    updateLink: build.mutation<unknown, Body<'link.update'>>({
      query: (body) => request('link.update', { url: '/links/update', method: 'POST', body }),
      transformResponse: resultOf<unknown>,
      // An edited link goes back to review, so it leaves the approved list.
      invalidatesTags: (_result, error) => (error ? [] : ['Link']),
    }),
  }),
});

export const { useGetLinksInfiniteQuery, useAddLinkMutation, useUpdateLinkMutation } = linksApi;
