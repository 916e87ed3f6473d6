import { baseApi } from '@/shared/api/baseApi';
import type { ApiEnvelope } from '@/shared/api/envelope';

/** A search hit: the title and a short snippet of the body starting at the match. */
export interface ArticleSearchHit {
  id: number;
  article_title: string;
  article_content: string;
}

export interface HotArticle {
  id: number;
  article_title: string;
}

/** The search dialog's calls: results for a text and the top-5 most read articles. */
export const articleSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchArticles: build.query<ArticleSearchHit[], string>({
      query: (text) => `/article/getArticleListByContent/${encodeURIComponent(text)}`,
      transformResponse: (body: ApiEnvelope<ArticleSearchHit[]>) => body.result ?? [],
      keepUnusedDataFor: 30,
    }),
    getHotArticles: build.query<HotArticle[], void>({
      query: () => '/article/getHotArticle',
      transformResponse: (body: ApiEnvelope<HotArticle[]>) => body.result ?? [],
      providesTags: ['Article'],
    }),
  }),
});

export const { useSearchArticlesQuery, useGetHotArticlesQuery } = articleSearchApi;
