export { TaxonomyOverview } from './TaxonomyOverview';
export { TaxonomyArticles, ARTICLE_LIST_PAGE_SIZE } from './TaxonomyArticles';
export { taxonomyApi } from './taxonomyApi';
export { taxonomyArticlesApi } from './taxonomyArticlesApi';
