import type { FastifyInstance } from 'fastify';
import { CacheTag } from '../../lib/cache/tags';
import { buildHeadHtml } from './head-html';
import { resolvePageMeta } from './resolve';

export { buildHeadHtml, jsonLdText, type PageMeta } from './head-html';
export { resolvePageMeta } from './resolve';

/**
 * The facts a page's head shows: article titles, descriptions, covers, dates and tags (articles,
 * taxonomy), the author's name (users), an album's name (photos) and the blog's name, words and
 * avatar (config). A page that also renders its body must add the tags of what the body shows.
 */
export const PAGE_HEAD_CACHE_TAGS = [
  CacheTag.articles,
  CacheTag.taxonomy,
  CacheTag.users,
  CacheTag.photos,
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

/**
 * The one entry point for documents: the head of the page at `url` (path + query) and the HTTP
 * status the page answers with (404 for an unknown page or article). `notFound`: the page's data
 * turned out to be missing (the renderer said so), so it gets the 404 head whatever its path.
 */
export async function renderPageHead(
  app: FastifyInstance,
  url: string,
  origin: string,
  options: { notFound?: boolean } = {},
): Promise<{ html: string; status: 200 | 404 }> {
  const meta = await resolvePageMeta(app, url, origin, options);
  return { html: buildHeadHtml(meta), status: meta.status };
}
