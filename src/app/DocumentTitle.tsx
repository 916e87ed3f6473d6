import { useLocation } from 'react-router';
import { documentTitle, pageKindOf, pageNameOf, type PageKind } from '@protocol/pageTitles';
import { useGetArticleByIdQuery } from '@/features/article-detail';
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
 * document.title after each navigation, from the same table the server writes <title> from
 * (protocol/pageTitles.ts), so both agree. Nothing changes while the data is loading: a first
 * visit keeps the server's title.
 */
export function DocumentTitle() {
  const { pathname, search } = useLocation();
  const { data: site, isLoading } = useGetSiteConfigQuery();
  const page = pageKindOf(pathname, new URLSearchParams(search));
  const articleTitle = useArticleTitle(page);
  const known = !isLoading && (page.kind !== 'article' || articleTitle !== undefined);
  useDocumentTitle(known ? documentTitle(pageNameOf(page, articleTitle), site?.blog_name) : undefined);
  return null;
}
