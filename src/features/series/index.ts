// 专栏 (docs/behaviour.md §9.6): the readers' list of series (/series) and one series (/series?id=N).
export { SeriesList } from './SeriesList';
export { SeriesDetail } from './SeriesDetail';
export { seriesApi, useGetSeriesQuery } from './seriesApi';
