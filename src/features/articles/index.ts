// Public face of the articles feature: the home list, the cards other features reuse
// (the article page itself is the article-detail feature).
export { ArticleCard } from './ArticleCard';
export { ArticleCardSkeleton } from './ArticleCardSkeleton';
export { ArticleBriefCard } from './ArticleBriefCard';
export { ArticleDates, ArticleMeta, CategoryLink, MetaItem, TagPills } from './ArticleMeta';
export { META_ICONS } from './metaIcons';
export { HomeArticleList, HOME_PAGE_SIZE } from './HomeArticleList';
export { pageCount } from './articleTypes';
export type {
  ArticleBrief,
  ArticleDetail as ArticleDetailData,
  ArticleNeighbours,
  ArticleSummary,
  Paged,
  TimelineYear,
} from './articleTypes';
export { articlesApi } from './articlesApi';
