// Public surface of the articles feature.
export { HomeArticleList } from './HomeArticleList';
