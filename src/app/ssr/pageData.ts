import { articlesApi, HOME_PAGE_SIZE } from '@/features/articles';
import { articleDetailApi } from '@/features/article-detail';
import { timelineApi, TIMELINE_PAGE_SIZE } from '@/features/archives';
import { siteApi } from '@/features/site';
import { ARTICLE_LIST_PAGE_SIZE, taxonomyApi, taxonomyArticlesApi } from '@/features/taxonomy';
import { pageHeadersLoaded } from '@/features/theme';
import { parseArticleListQuery } from '@/shared/lib/articleListPath';
import type { SsrDataLoader } from './routeData';

// The data each route's page reads on its first render, fetched on the server through the same
// endpoints and arguments as the page's hooks (see routeData.ts). Referenced from router.tsx.

/** The layout of every page: site config (brand, footer) and the page banners. */
export const layoutData: SsrDataLoader = async ({ dispatch }) => {
  void dispatch(siteApi.endpoints.getSiteConfig.initiate());
  const headers = await dispatch(siteApi.endpoints.getPageHeaders.initiate());
  // useSiteStartup copies them into the theme store after mount; the server render needs them now.
  if (headers.data && Number(headers.data.code) === 0) dispatch(pageHeadersLoaded(headers.data.result ?? []));
};

export const homeData: SsrDataLoader = ({ dispatch }) => {
  void dispatch(articlesApi.endpoints.getHomeArticleList.initiate({ current: 1, size: HOME_PAGE_SIZE }));
  void dispatch(siteApi.endpoints.getStatistic.initiate());
  void dispatch(siteApi.endpoints.getTagCloud.initiate());
};

/** /article?id=: the article and its neighbours; a missing or private article answers 404. */
export const articleData: SsrDataLoader = async ({ searchParams, dispatch }) => {
  const id = Number(searchParams.get('id'));
  if (!Number.isInteger(id) || id < 1) return 404;
  void dispatch(articleDetailApi.endpoints.getArticleNeighbours.initiate(id));
  const article = await dispatch(articleDetailApi.endpoints.getArticleById.initiate(id));
  return article.isError || !article.data ? 404 : undefined;
};

export const archivesData: SsrDataLoader = ({ dispatch }) => {
  void dispatch(timelineApi.endpoints.getTimeline.initiate({ current: 1, size: TIMELINE_PAGE_SIZE }));
};

export const categoryData: SsrDataLoader = ({ dispatch }) => {
  void dispatch(taxonomyApi.endpoints.getTaxonomy.initiate('category'));
};

export const tagData: SsrDataLoader = ({ dispatch }) => {
  void dispatch(taxonomyApi.endpoints.getTaxonomy.initiate('tag'));
};

export const articleListData: SsrDataLoader = ({ searchParams, dispatch }) => {
  const target = parseArticleListQuery(searchParams);
  if (!target) return 404;
  void dispatch(
    taxonomyArticlesApi.endpoints.getArticlesOf.initiate({ ...target, current: 1, size: ARTICLE_LIST_PAGE_SIZE }),
  );
  return undefined;
};
