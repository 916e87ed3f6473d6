import { LRUCache } from 'lru-cache';
import { insertMath } from './math';
import { markdown, type RenderEnv } from './parser';
import { sanitizeArticleHtml } from './sanitize';

/** One heading of the article, for the table of contents (its id is `heading-<position>`). */
export interface ArticleHeading {
  level: number;
  text: string;
}

export interface RenderedArticle {
  /** Sanitised HTML of the body, md-editor-rt's preview markup inside (docs/architecture.md "Article HTML"). */
  html: string;
  toc: ArticleHeading[];
}

/**
 * Rendering and sanitising a long article with highlighted code takes milliseconds; an article is
 * read far more often than it changes, so renders are kept by their source text (bounded by bytes).
 */
const rendered = new LRUCache<string, RenderedArticle>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (value, key) => key.length + value.html.length + 1,
});

/** An article's Markdown as the reader's page shows it: sanitised HTML and its headings. */
export function renderArticle(source: string): RenderedArticle {
  const known = rendered.get(source);
  if (known) return known;
  const env: RenderEnv = { target: 'page', headings: [], math: [] };
  const result = { html: insertMath(sanitizeArticleHtml(markdown.render(source, env)), env), toc: env.headings };
  rendered.set(source, result);
  return result;
}

/** An article's Markdown for feed readers: the same HTML without the page's code-block chrome, addresses absolute. */
export function renderFeedArticle(source: string, resolveUrl: (url: string) => string): string {
  const env: RenderEnv = { target: 'feed', headings: [], math: [] };
  return insertMath(sanitizeArticleHtml(markdown.render(source, env), { resolveUrl }), env);
}
