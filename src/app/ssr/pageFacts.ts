import { pageKindOf } from '@protocol/pageTitles';
import type { PageFacts } from '@protocol/ssr';
import { articleDetailApi } from '@/features/article-detail';
import { galleryApi } from '@/features/gallery';
import { seriesApi } from '@/features/series';
import { siteApi } from '@/features/site';
import type { RootState } from '../store';

/**
 * The facts of a rendered page's head, read from the render's own store: the queries its body
 * rendered (the layout's site config, the article, the album list, the series), never a second read
 * (docs/architecture.md "Server rendering").
 */
export function pageFactsOf(state: RootState, location: URL): PageFacts {
  const config = siteApi.endpoints.getSiteConfig.select()(state).data;
  const site = config
    ? {
        blogName: config.blog_name,
        personalSay: config.personal_say,
        blogNotice: config.blog_notice,
        avatar: config.blog_avatar,
      }
    : null;
  const page = pageKindOf(location.pathname, location.searchParams);
  if (page.kind === 'article' && page.id !== null) {
    const article = articleDetailApi.endpoints.getArticleById.select(page.id)(state).data;
    if (!article) return { site };
    return {
      site,
      article: {
        title: article.article_title,
        description: article.article_description,
        content: article.article_content,
        cover: article.article_cover || null,
        createdAt: article.createdAt,
        updatedAt: article.updatedAt,
        category: article.categoryName,
        tags: article.tagNameList,
        author: article.authorName,
      },
    };
  }
  if (page.kind === 'album' && page.id !== null) {
    const albums = galleryApi.endpoints.getAlbumList.select()(state).data;
    const albumName = albums?.find((album) => album.id === page.id)?.album_name;
    return albumName === undefined ? { site } : { site, albumName };
  }
  if (page.kind === 'series' && page.id !== null) {
    const series = seriesApi.endpoints.getSeries.select(page.id)(state).data?.series;
    if (!series) return { site };
    return { site, series: { name: series.name, description: series.description, cover: series.cover } };
  }
  return { site };
}
