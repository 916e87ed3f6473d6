/** Article status words of the admin API and their stored codes (1 public, 2 private, 3 draft). */
export type ArticleStatusWord = 'draft' | 'public' | 'private';

const CODES: Record<ArticleStatusWord, number> = { public: 1, private: 2, draft: 3 };

export function statusCode(word: ArticleStatusWord): number {
  return CODES[word];
}

/** A stored code as its word; anything unknown counts as a draft (never public). */
export function statusWord(code: number): ArticleStatusWord {
  return code === 1 ? 'public' : code === 2 ? 'private' : 'draft';
}

export const ARTICLE_TYPE = { original: 1, reprint: 2, translation: 3 } as const;

/** Everything an author sets on an article (admin API and importer). */
export interface ArticleFields {
  article_title: string;
  article_content: string;
  article_description: string;
  article_cover: string;
  category_name: string;
  tagNameList: string[];
  status: ArticleStatusWord;
  /** 1 pinned, 2 not. */
  is_top: 1 | 2;
  /** 1 原创, 2 转载, 3 翻译. */
  type: 1 | 2 | 3;
  origin_url: string;
  /** 'YYYY-MM-DD HH:mm:ss'; now when left out (the importer passes the front matter's dates). */
  createdAt: string;
  updatedAt: string;
}
