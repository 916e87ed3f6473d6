import { ARTICLE_TYPE, type ArticleTypeCode } from '@protocol/codes';
import type { FrontMatter } from './front-matter';

/**
 * Whose text a post is (docs/import-export.md, Reposts and translations): the conventions themes
 * give reposts — Butterfly's `copyright_author` / `copyright_url`, `original: false`, `repost` /
 * `reprint`, a `source` / `original_url` / `from` link — and `translated` / `translation`. A link to
 * the blog's own address, or a copyright author who is the blog's own `author`, is the author's own
 * post (Butterfly users often fill these in for themselves).
 */
export interface PostOrigin {
  /** 原创, 转载 or 翻译. */
  type: ArticleTypeCode;
  url: string;
  author: string;
}

const URL_KEYS = [
  'copyright_url',
  'original_url',
  'origin_url',
  'source_url',
  'reprint_url',
  'repost_url',
  'source',
  'from',
  'origin',
];
const AUTHOR_KEYS = ['copyright_author', 'original_author', 'origin_author', 'reprint_author', 'source_author'];
const FLAG_KEYS = ['repost', 'reprint', 'reprinted', 'is_repost', 'is_reprint'];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const yes = (value: unknown) => value === true || ['true', 'yes', '1'].includes(text(value).toLowerCase());

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return '';
  }
}

export function originOf(data: FrontMatter, config: FrontMatter): PostOrigin {
  const url = URL_KEYS.map((k) => text(data[k])).find((v) => /^https?:\/\/[^\s]+$/i.test(v)) ?? '';
  const author = AUTHOR_KEYS.map((k) => text(data[k])).find(Boolean) ?? '';
  const siteHost = hostOf(text(config.url) || text(config.baseURL));
  const foreignUrl = url !== '' && hostOf(url) !== '' && hostOf(url) !== siteHost;
  const foreignAuthor = author !== '' && text(config.author) !== '' && author !== text(config.author);
  const translated = yes(data.translated) || yes(data.translation);
  const reposted =
    data.original === false || text(data.original).toLowerCase() === 'false' || FLAG_KEYS.some((k) => yes(data[k]));
  const type: ArticleTypeCode = translated
    ? ARTICLE_TYPE.translation
    : reposted || foreignUrl || foreignAuthor
      ? ARTICLE_TYPE.reprint
      : ARTICLE_TYPE.original;
  return type === ARTICLE_TYPE.original ? { type, url: '', author: '' } : { type, url: foreignUrl ? url : '', author };
}
