import { articlesApi, HOME_PAGE_SIZE } from '@/features/articles';
import { articleDetailApi } from '@/features/article-detail';
import { timelineApi, TIMELINE_PAGE_SIZE } from '@/features/archives';
import { siteApi } from '@/features/site';
import { ARTICLE_LIST_PAGE_SIZE, taxonomyApi, taxonomyArticlesApi } from '@/features/taxonomy';
import { talksApi } from '@/features/talks';
import { galleryApi } from '@/features/gallery';
import { parseSiteListQuery, resourcesApi, type ResourceType } from '@/features/resources';
import { messageBoardApi } from '@/features/message-board';
import { linksApi } from '@/features/friend-links';
import { seriesApi } from '@/features/series';
import { parseQueryId } from '@protocol/queryId';
import { parseArticleListQuery } from '@/shared/lib/articleListPath';
import type { PageId } from '@protocol/pages';
import type { SsrDataLoader } from './routeData';

// The data each route's page reads on its first render, fetched on the server through the same
// endpoints and arguments as the page's hooks (see routeData.ts). Read by router.tsx through
// PAGE_LOADERS, keyed by the page catalogue's ids (protocol/pages.ts).

/** The layout of every page: site config (brand, footer) and the page banners. */
export const layoutData: SsrDataLoader = ({ dispatch }) => {
  void dispatch(siteApi.endpoints.getSiteConfig.initiate());
  void dispatch(siteApi.endpoints.getPageHeaders.initiate());
};

const homeData: SsrDataLoader = ({ dispatch }) => {
  void dispatch(articlesApi.endpoints.getHomeArticleList.initiate({ current: 1, size: HOME_PAGE_SIZE }));
  void dispatch(siteApi.endpoints.getStatistic.initiate());
  void dispatch(siteApi.endpoints.getTagCloud.initiate());
};

/** /article?id=: the article and its neighbours; a missing or private article answers 404. */
const articleData: SsrDataLoader = async ({ searchParams, dispatch }) => {
  const id = Number(searchParams.get('id'));
  if (!Number.isInteger(id) || id < 1) return 404;
  void dispatch(articleDetailApi.endpoints.getArticleNeighbours.initiate(id));
  const article = await dispatch(articleDetailApi.endpoints.getArticleById.initiate(id));
  return article.isError || !article.data ? 404 : undefined;
};

const archivesData: SsrDataLoader = ({ dispatch }) => {
  void dispatch(timelineApi.endpoints.getTimeline.initiate({ current: 1, size: TIMELINE_PAGE_SIZE }));
};

const categoryData: SsrDataLoader = ({ dispatch }) => {
  void dispatch(taxonomyApi.endpoints.getTaxonomy.initiate('category'));
};

const tagData: SsrDataLoader = ({ dispatch }) => {
  void dispatch(taxonomyApi.endpoints.getTaxonomy.initiate('tag'));
};

const articleListData: SsrDataLoader = ({ searchParams, dispatch }) => {
  const target = parseArticleListQuery(searchParams);
  if (!target) return 404;
  void dispatch(
    taxonomyArticlesApi.endpoints.getArticlesOf.initiate({ ...target, current: 1, size: ARTICLE_LIST_PAGE_SIZE }),
  );
  return undefined;
};

// The pages of talks, albums, resources, the message board and friend links. Lists that carry the
// reader's own like flag come from the renderer without it (the server omits `is_like` for its
// renderer), so each like button asks for the reader's state itself after hydration.

/** /talk: the first page of talks; with ?id= also that talk (a bad id shows a warning, not a 404). */
const talkData: SsrDataLoader = ({ searchParams, dispatch }) => {
  void dispatch(talksApi.endpoints.getTalkList.initiate());
  const focusId = parseQueryId(searchParams.get('id'));
  if (focusId !== null) void dispatch(talksApi.endpoints.getTalkById.initiate(focusId));
};

const photoAlbumData: SsrDataLoader = ({ dispatch }) => {
  void dispatch(galleryApi.endpoints.getAlbumList.initiate());
};

/** /photos?id=: the album list and the album's photos; an album that is not listed answers 404. */
const photosData: SsrDataLoader = async ({ searchParams, dispatch }) => {
  const albumId = parseQueryId(searchParams.get('id'));
  if (albumId === null) return 404;
  void dispatch(galleryApi.endpoints.getAlbumPhotos.initiate(albumId));
  const albums = await dispatch(galleryApi.endpoints.getAlbumList.initiate());
  return albums.data && !albums.data.some((album) => album.id === albumId) ? 404 : undefined;
};

const resourcesData =
  (type: ResourceType): SsrDataLoader =>
  ({ dispatch }) => {
    void dispatch(resourcesApi.endpoints.getResourceCategories.initiate(type));
  };

/** /siteList?type&category: the category's sites; a malformed or unknown category answers 404. */
const siteListData: SsrDataLoader = async ({ searchParams, dispatch }) => {
  const target = parseSiteListQuery(searchParams);
  if (!target) return 404;
  const sites = await dispatch(resourcesApi.endpoints.getResourceSites.initiate(target));
  return sites.isError ? 404 : undefined;
};

/** /series: every series; /series?id=N: that series, and a malformed id or a missing series answers 404. */
const seriesData: SsrDataLoader = async ({ searchParams, dispatch }) => {
  if (!searchParams.has('id')) {
    void dispatch(seriesApi.endpoints.getSeriesList.initiate());
    return undefined;
  }
  const id = parseQueryId(searchParams.get('id'));
  if (id === null) return 404;
  const series = await dispatch(seriesApi.endpoints.getSeries.initiate(id));
  return series.isError || !series.data ? 404 : undefined;
};

/**
 * /message/list in its default mode, the cards (messageTypeIsCard starts true; a reader's saved
 * choice is applied after hydration): the unfiltered first page and the hot tags.
 */
const messageListData: SsrDataLoader = ({ dispatch }) => {
  void dispatch(messageBoardApi.endpoints.getMessageList.initiate({ tag: '', message: '' }));
  void dispatch(messageBoardApi.endpoints.getHotTags.initiate());
};

/** /message/detail?id=: the post; a missing one answers 404. */
const messageDetailData: SsrDataLoader = async ({ searchParams, dispatch }) => {
  const id = Number(searchParams.get('id'));
  if (!Number.isInteger(id) || id < 1) return 404;
  const message = await dispatch(messageBoardApi.endpoints.getMessageById.initiate(id));
  return message.isError || !message.data ? 404 : undefined;
};

const linkListData: SsrDataLoader = ({ dispatch }) => {
  void dispatch(linksApi.endpoints.getLinks.initiate());
};

/** The server data loader of each catalogue page that shows data first (the others render their shell). */
export const PAGE_LOADERS: Partial<Record<PageId, SsrDataLoader>> = {
  home: homeData,
  archives: archivesData,
  category: categoryData,
  tag: tagData,
  articleList: articleListData,
  article: articleData,
  talk: talkData,
  photoAlbum: photoAlbumData,
  photos: photosData,
  resourcesFront: resourcesData('front'),
  resourcesBack: resourcesData('back'),
  siteList: siteListData,
  series: seriesData,
  messageList: messageListData,
  messageDetail: messageDetailData,
  linkList: linkListData,
};
