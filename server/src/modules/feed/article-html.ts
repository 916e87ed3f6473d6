import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { absoluteUrl } from '../../lib/site-url';

// The author writes Markdown (with HTML allowed by the editor); readers of a feed get the HTML,
// sanitised: no script, no event handler, no javascript: URL survives.
const markdown = new MarkdownIt({ html: true, linkify: true });

const ALLOWED_TAGS = [
  ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'),
  'img',
  'del',
  'ins',
  'sub',
  'sup',
  'span',
];

function options(origin: string): sanitizeHtml.IOptions {
  const absolute =
    (attribute: 'href' | 'src'): sanitizeHtml.Transformer =>
    (tagName, attribs) => ({
      tagName,
      attribs:
        attribs[attribute] === undefined
          ? attribs
          : { ...attribs, [attribute]: absoluteUrl(origin, attribs[attribute]) },
    });
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      code: ['class'],
      th: ['align'],
      td: ['align'],
      ol: ['start'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Feed readers resolve nothing against the blog: every link and image gets the full address.
    transformTags: { a: absolute('href'), img: absolute('src') },
  };
}

/** An article's Markdown as sanitised HTML with absolute links, for feeds (and later server rendering). */
export function articleHtml(markdownText: string, origin: string): string {
  return sanitizeHtml(markdown.render(markdownText), options(origin));
}

/**
 * HTML sanitised by the same rules as an article's, links left as written: what the importer keeps
 * of a WordPress post's HTML body (docs/import-export.md, WordPress).
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, { ...options(''), transformTags: {} });
}
