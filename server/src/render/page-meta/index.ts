import type { PageFacts } from '@protocol/ssr';
import type { DB } from '../../db/database';
import { CacheTag } from '../../lib/cache/tags';
import { buildHeadHtml } from './head-html';
import { buildPageMeta } from './resolve';
import { pageFactsFromDatabase } from './service';

export { buildHeadHtml, jsonLdText, type PageMeta } from './head-html';
export { buildPageMeta } from './resolve';
export { pageFactsFromDatabase } from './service';

/**
 * What the head of a page served unrendered reads from the database: article titles, descriptions,
 * covers, dates and tags (articles, taxonomy), the author's name (users), an album's name (photos),
 * a series' name, description and cover (series) and the blog's name, words and avatar (config). A
 * rendered page is tagged with what its render read instead, the head's facts included (they are
 * the render's).
 */
export const PAGE_HEAD_CACHE_TAGS = [
  CacheTag.articles,
  CacheTag.taxonomy,
  CacheTag.users,
  CacheTag.photos,
  CacheTag.series,
  CacheTag.config,
] as const;

/**
 * The head placeholder of index.html: the static defaults between the two `app-head` markers (shown
 * by the dev server) are replaced by the page's own head. The markers are <meta> elements, as the
 * build's minifier drops comments; it may also drop the attribute quotes, hence the optional quotes.
 */
const HEAD_REGION =
  /<meta name=["']?app-head["']? content=["']?begin["']?\s*\/?>[\s\S]*?<meta name=["']?app-head["']? content=["']?end["']?\s*\/?>/;

/** Puts the page's head into the document in place of the placeholder region (if there is one). */
export function insertHead(documentHtml: string, headHtml: string): string {
  return documentHtml.replace(HEAD_REGION, () => headHtml);
}

/** The head of a rendered page, from the facts its body showed and its one status. */
export function renderedPageHead(url: string, origin: string, facts: PageFacts, status: number): string {
  return buildHeadHtml(buildPageMeta(url, origin, facts, status === 200 ? 200 : 404));
}

/**
 * The head of a page served unrendered (no render bundle, or its render failed) and the status the
 * page answers with (404 for an unknown page, article, album or series), from the database.
 */
export async function unrenderedPageHead(
  db: DB,
  url: string,
  origin: string,
): Promise<{ html: string; status: 200 | 404 }> {
  const { facts, status } = await pageFactsFromDatabase(db, url);
  return { html: buildHeadHtml(buildPageMeta(url, origin, facts, status)), status };
}
