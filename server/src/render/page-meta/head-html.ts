import { escapeHtml } from '../../lib/html';
/** Everything the head of one page says about it, resolved from the database and config. */
export interface PageMeta {
  /** 200, or 404 for an unknown page or an article that does not exist or is not public. */
  status: 200 | 404;
  /** The document title: `{page} - {blog name}`, or the blog name alone on the home page. */
  title: string;
  /** The page's own name for og:title / twitter:title (the article title, or the blog name on /home). */
  shareTitle: string;
  description: string;
  /** Absolute; null on a 404, which is also kept out of search engines. */
  canonical: string | null;
  siteName: string;
  ogType: 'article' | 'website';
  /** Absolute image URL; `largeImage` for a cover (summary_large_image), not for the blog's avatar. */
  image: string | null;
  largeImage: boolean;
  /** Open Graph article fields (articles only). */
  article?: { publishedTime: string; modifiedTime: string; section: string | null; tags: string[] };
  /** JSON-LD documents, written as given (articles: one BlogPosting). */
  jsonLd: object[];
  /** Absolute URLs of the RSS and Atom feeds, for autodiscovery. */
  feeds: { rss: string; atom: string };
}

/**
 * JSON for a `<script type="application/ld+json">` element. `<`, `>` and `&` become \u escapes
 * (still the same JSON), so no `</script>` or `<!--` inside a value can close or confuse the
 * element; U+2028/U+2029 are escaped for old JavaScript parsers that read the block.
 */
export function jsonLdText(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

function openGraph(page: PageMeta): string[] {
  const tags = [
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:title', page.shareTitle),
    meta('property', 'og:description', page.description),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:locale', 'zh_CN'),
  ];
  if (page.canonical) tags.push(meta('property', 'og:url', page.canonical));
  if (page.image) tags.push(meta('property', 'og:image', page.image));
  if (page.article) {
    const { publishedTime, modifiedTime, section, tags: articleTags } = page.article;
    tags.push(meta('property', 'article:published_time', publishedTime));
    tags.push(meta('property', 'article:modified_time', modifiedTime));
    if (section) tags.push(meta('property', 'article:section', section));
    for (const tag of articleTags) tags.push(meta('property', 'article:tag', tag));
  }
  return tags;
}

function twitterCard(page: PageMeta): string[] {
  const tags = [
    meta('name', 'twitter:card', page.image && page.largeImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.shareTitle),
    meta('name', 'twitter:description', page.description),
  ];
  if (page.image) tags.push(meta('name', 'twitter:image', page.image));
  return tags;
}

/** The head elements of a page, one per line, every value escaped. */
export function buildHeadHtml(page: PageMeta): string {
  const lines = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    page.canonical
      ? `<link rel="canonical" href="${escapeHtml(page.canonical)}" />`
      : meta('name', 'robots', 'noindex'),
    ...openGraph(page),
    ...twitterCard(page),
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${page.siteName}（RSS）`)}" href="${escapeHtml(page.feeds.rss)}" />`,
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(`${page.siteName}（Atom）`)}" href="${escapeHtml(page.feeds.atom)}" />`,
    ...page.jsonLd.map((doc) => `<script type="application/ld+json">${jsonLdText(doc)}</script>`),
  ];
  return lines.join('\n    ');
}
