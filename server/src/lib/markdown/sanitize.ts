import sanitizeHtml from 'sanitize-html';
import { DIAGRAM_SOURCE_CLASS } from './code-block';

/**
 * The sanitising policy of article bodies (docs/security.md "Article HTML"): the Markdown's HTML,
 * raw HTML included, keeps text markup, tables, images, `<details>`, `<kbd>`, `<sub>`/`<sup>`; no
 * script, style element, event handler, form, frame or `javascript:` URL survives, classes are only
 * the ones the preview and code themes style, ids only the headings' own.
 */
const ALLOWED_TAGS = [
  ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'main'),
  'img',
  'del',
  'ins',
  'details',
  'summary',
  'input',
];

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const HEADING_ID = /^heading-\d+$/;
const ALIGN = { 'text-align': [/^(left|right|center)$/] };

/** An address on another host (or a protocol-relative one): the reader's browser fetches it from there. */
export const isRemoteUrl = (src: string): boolean => /^(https?:)?\/\//i.test(src.trim());

export interface SanitizeOptions {
  /** Turns the address of a link or image into what the reader's client needs (feeds: absolute). */
  resolveUrl?: (url: string) => string;
}

/** data: addresses are for images only (an inline picture an editor pasted). */
const NON_IMAGE_DATA = /^\s*data:(?!image\/)/i;

function imageAttributes(attribs: sanitizeHtml.Attributes, resolve: (url: string) => string): sanitizeHtml.Attributes {
  const src = NON_IMAGE_DATA.test(attribs.src ?? '') ? '' : resolve(attribs.src ?? '');
  // docs/behaviour.md §9.1: remote images load without our address as Referer (image hosts that
  // refuse hot-linking by Referer still serve them), lazily and without blocking the text.
  const result: sanitizeHtml.Attributes = { ...attribs, src, loading: 'lazy', decoding: 'async' };
  if (isRemoteUrl(attribs.src ?? '')) result.referrerpolicy = 'no-referrer';
  return result;
}

function policy({ resolveUrl = (url) => url }: SanitizeOptions): sanitizeHtml.IOptions {
  const headingTransforms = Object.fromEntries(
    HEADINGS.map((tag): [string, sanitizeHtml.Transformer] => [
      tag,
      (tagName, attribs) =>
        ({ tagName, attribs: HEADING_ID.test(attribs.id ?? '') ? { id: attribs.id } : {} }) as sanitizeHtml.Tag,
    ]),
  );
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'referrerpolicy'],
      ...Object.fromEntries(HEADINGS.map((tag) => [tag, ['id']])),
      span: ['style', 'data-line-number', 'data-tips', 'aria-hidden', 'rn-wrapper'],
      details: ['open'],
      input: ['type', 'checked', 'disabled'],
      th: ['style'],
      td: ['style'],
      ol: ['start'],
      abbr: ['title'],
      time: ['datetime'],
    },
    allowedClasses: {
      '*': ['md-editor-*', 'hljs-*', 'language-*', 'task-list-item*', 'contains-task-list', 'md-zoom'],
      details: [DIAGRAM_SOURCE_CLASS],
    },
    allowedStyles: {
      span: { '--md-code-line-number-width': [/^\d+(\.\d+)?ch$/] },
      th: ALIGN,
      td: ALIGN,
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Task-list boxes only: a checkbox the reader cannot tick; any other input goes.
    exclusiveFilter: (frame) => frame.tag === 'input' && frame.attribs.type !== 'checkbox',
    transformTags: {
      ...headingTransforms,
      img: (tagName, attribs) => ({ tagName, attribs: imageAttributes(attribs, resolveUrl) }),
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.href === undefined ? attribs : { ...attribs, href: resolveUrl(attribs.href) },
      }),
      input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, disabled: '' } }),
    },
  };
}

const PAGE_POLICY = policy({});

/** An article's rendered Markdown made safe to put into a page or a feed as it is. */
export function sanitizeArticleHtml(html: string, options?: SanitizeOptions): string {
  return sanitizeHtml(html, options ? policy(options) : PAGE_POLICY);
}
