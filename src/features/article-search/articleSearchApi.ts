import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer, type Result } from '@/shared/api/contractTypes';
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE } from '@protocol/searchRules';
import type { SearchHit, SearchMatch } from '@protocol/searchHit';

/**
 * A search hit: the title, a short plain-text snippet of the body around the match, and `matchedBy`
 * when a tag or category named in the text found it. The server's own schema (protocol/searchHit.ts).
 */
export type ArticleSearchHit = SearchHit;

/** One page of hits and `total`, every article the text is in (docs/behaviour.md §9.2 searchArticles). */
export type ArticleSearchPage = Result<'article.searchPage'>;

/** docs/behaviour.md §9.2: why a hit without the text in its title was found (标签：Redux). */
export const matchedByLabel = ({ kind, name }: SearchMatch): string => `${kind === 'tag' ? '标签' : '分类'}：${name}`;

export type HotArticle = Result<'article.hot'>[number];

/** The next page to ask for: none after a short or empty page, or past the server's last page. */
export function nextSearchPage(last: ArticleSearchPage, lastParam: number): number | undefined {
  if (last.list.length === 0 || lastParam >= MAX_SEARCH_PAGE) return undefined;
  return last.current * last.size < last.total ? lastParam + 1 : undefined;
}

/** The search dialog's calls: paged results with a total for a text, and the top-5 most read articles. */
export const articleSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchArticles: build.infiniteQuery<ArticleSearchPage, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) => nextSearchPage(last, lastParam),
      },
      query: ({ queryArg, pageParam }) =>
        request('article.searchPage', `/article/searchArticles/${encodeURIComponent(queryArg)}/${pageParam}`),
      transformResponse: (body: Answer<'article.searchPage'>, _meta, { pageParam }) =>
        body.result ?? { current: pageParam, size: SEARCH_PAGE_SIZE, total: 0, list: [] },
      keepUnusedDataFor: 30,
    }),
    getHotArticles: build.query<Result<'article.hot'>, void>({
      query: () => request('article.hot', '/article/getHotArticle'),
      transformResponse: (body: Answer<'article.hot'>) => body.result ?? [],
      providesTags: ['Article'],
    }),
  }),
});

export const { useSearchArticlesInfiniteQuery, useGetHotArticlesQuery } = articleSearchApi;
