import { ARTICLE_STATUS, ARTICLE_TYPE, type ArticleStatusCode, type ArticleTypeCode } from '@protocol/codes';

/** Article status words of the admin API and their stored codes (ARTICLE_STATUS). */
export type ArticleStatusWord = 'draft' | 'public' | 'private' | 'scheduled';

export function statusCode(word: ArticleStatusWord): ArticleStatusCode {
  return ARTICLE_STATUS[word];
}

const WORDS = new Map<number, ArticleStatusWord>(
  Object.entries(ARTICLE_STATUS).map(([word, code]) => [code, word as ArticleStatusWord]),
);

/** A stored code as its word; anything unknown counts as a draft (never public). */
export function statusWord(code: number): ArticleStatusWord {
  return WORDS.get(code) ?? 'draft';
}

export { ARTICLE_TYPE };

/** Everything an author sets on an article (admin API and importer). */
export interface ArticleFields {
  article_title: string;
  article_content: string;
  article_description: string;
  article_cover: string;
  category_name: string;
  tagNameList: string[];
  status: ArticleStatusWord;
  /** A scheduled article's publish minute, blog time (docs/behaviour.md §11.1); null otherwise. */
  publish_at: string | null;
  /** 1 pinned, 2 not. */
  is_top: 1 | 2;
  /** 1 原创, 2 转载, 3 翻译. */
  type: ArticleTypeCode;
  origin_url: string;
  /** 'YYYY-MM-DD HH:mm:ss'; now when left out (the importer passes the front matter's dates). */
  createdAt: string;
  updatedAt: string;
  /** docs/behaviour.md §11.4: the access password in clear (stored only as its bcrypt hash); '' or null removes it. */
  access_password: string | null;
  /** Shown to readers beside the password field. */
  access_hint: string;
  /** Withhold the description with the body. */
  hide_description: boolean;
  /** The importer's only: a bcrypt hash our own export wrote, taken as stored (docs/import-export.md). */
  access_hash: string;
  /** The series (专栏) the post belongs to (docs/behaviour.md §9.6); it must exist. null: none. */
  series_id: number | null;
  /** The importer's only: the post's place in its series; a post joining one by the desk goes last. */
  series_order: number;
}
