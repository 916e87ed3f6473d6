import { useLocation } from 'react-router';
import { documentTitle, pageKindOf, pageNameOf, type PageKind } from '@protocol/pageTitles';
import { useGetArticleByIdQuery } from '@/features/article-detail';
import { useGetAlbumListQuery } from '@/features/gallery';
import { useGetSeriesQuery } from '@/features/series';
import { useGetSiteConfigQuery } from '@/features/site';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';

/**
 * The article's title for the document title: a string once loaded, null when the article does
 * not exist or is not public (404), undefined while unknown. The query is the one the article page
 * makes (same argument), so it adds no request.
 */
function useArticleTitle(page: PageKind): string | null | undefined {
  const id = page.kind === 'article' ? page.id : null;
  const article = useGetArticleByIdQuery(id ?? 0, { skip: id === null });
  if (page.kind !== 'article') return undefined;
  if (id === null) return null;
  if (article.error && 'status' in article.error && article.error.status === 404) return null;
  return article.data?.article_title;
}

/**
 * The album's name on /photos?id: a string once the list is loaded, null when it has no such public
 * album, undefined while unknown. The list is the one the gallery shows (same query, no request more).
 */
function useAlbumName(page: PageKind): string | null | undefined {
  const albums = useGetAlbumListQuery(undefined, { skip: page.kind !== 'album' });
  if (page.kind !== 'album' || !albums.isSuccess) return undefined;
  return albums.data.find((album) => album.id === page.id)?.album_name ?? null;
}

/**
 * The series' name on /series?id: a string once loaded, null when there is no such series (404),
 * undefined while unknown. The query is the one the series page makes (same argument), so it adds
 * no request.
 */
function useSeriesName(page: PageKind): string | null | undefined {
  const id = page.kind === 'series' ? page.id : null;
  const series = useGetSeriesQuery(id ?? 0, { skip: id === null });
  if (page.kind !== 'series') return undefined;
  if (id === null) return null;
  if (series.error && 'status' in series.error && series.error.status === 404) return null;
  return series.data?.series.name;
}

/**
 * document.title after each navigation, from the same table the server writes <title> from
 * (protocol/pageTitles.ts), so both agree. Nothing changes while the data is loading: a first
 * visit keeps the server's title.
 */
export function DocumentTitle() {
  const { pathname, search } = useLocation();
  const { data: site, isLoading } = useGetSiteConfigQuery();
  const page = pageKindOf(pathname, new URLSearchParams(search));
  const articleTitle = useArticleTitle(page);
  const albumName = useAlbumName(page);
  const seriesName = useSeriesName(page);
  const itemTitle = page.kind === 'album' ? albumName : page.kind === 'series' ? seriesName : articleTitle;
  const waitsForItem = page.kind === 'article' || page.kind === 'album' || page.kind === 'series';
  const known = !isLoading && (!waitsForItem || itemTitle !== undefined);
  useDocumentTitle(known ? documentTitle(pageNameOf(page, itemTitle), site?.blog_name) : undefined);
  return null;
}
