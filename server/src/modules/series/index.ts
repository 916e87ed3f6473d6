// What other modules and server rendering may use of this module (docs/architecture.md "Server layers").
export { SERIES_MISSING, seriesColumns } from './membership';
export { publicSeries, publicSeriesList, publicSeriesPosts, seriesPlacement } from './reads';
export { createSeries, seriesIdNamed } from './create';
