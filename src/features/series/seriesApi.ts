import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer, type Result } from '@/shared/api/contractTypes';

/** The readers' series (docs/behaviour.md §9.6): every series, and one with its public posts in order. */
export const seriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSeriesList: build.query<Result<'series.list'>, void>({
      query: () => request('series.list', '/series'),
      transformResponse: (body: Answer<'series.list'>) => body.result ?? [],
      providesTags: ['Series'],
    }),
    getSeries: build.query<Result<'series.one'>, number>({
      query: (id) => request('series.one', `/series/${id}`),
      // A missing series: the page's own state says so, once.
      extraOptions: { notFoundShownByPage: true },
      transformResponse: (body: Answer<'series.one'>) => body.result as Result<'series.one'>,
      providesTags: (_result, _error, id) => [{ type: 'Series', id }],
    }),
  }),
});

export const { useGetSeriesListQuery, useGetSeriesQuery } = seriesApi;
