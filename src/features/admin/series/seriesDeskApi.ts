import { request, type Answer, type Result } from '@/shared/api/contractTypes';
import { resultOf } from '@/shared/api/envelope';
import { adminApi } from '../desk/adminApi';
import { changed } from '../desk/adminCrudApi';

/**
 * The desk's series beyond its table (docs/behaviour.md §9.6, protocol/api/series.ts): every series
 * for the editor's 所属专栏, one series' posts of any status, and their order.
 */
const seriesDeskApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    seriesOptions: build.query<Result<'series.adminList'>, void>({
      query: () => request('series.adminList', '/admin/series'),
      transformResponse: (body: Answer<'series.adminList'>) => body.result ?? [],
      providesTags: [{ type: 'AdminList', id: 'series' }],
    }),
    seriesPosts: build.query<Result<'series.adminOne'>, number>({
      query: (id) => request('series.adminOne', `/admin/series/${id}`),
      transformResponse: (body: Answer<'series.adminOne'>) => body.result as Result<'series.adminOne'>,
      // Any write to a series or an article's 所属专栏 may change it.
      providesTags: [{ type: 'AdminList', id: 'series' }],
    }),
    orderSeries: build.mutation<Result<'series.adminOrder'>, { id: number; idList: number[] }>({
      query: ({ id, idList }) =>
        request('series.adminOrder', { url: `/admin/series/${id}/order`, method: 'PUT', body: { idList } }),
      transformResponse: resultOf<Result<'series.adminOrder'>>,
      invalidatesTags: changed('series'),
    }),
  }),
});

export const { useSeriesOptionsQuery, useSeriesPostsQuery, useOrderSeriesMutation } = seriesDeskApi;
