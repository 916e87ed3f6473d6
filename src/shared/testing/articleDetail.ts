import { ARTICLE_STATUS, ARTICLE_TYPE } from '@protocol/codes';
import type { Result } from '@/shared/api/contractTypes';

type Detail = Result<'article.detail'>;

/**
 * A public article as `getArticleById` answers it (docs/behaviour.md §9.1), for component tests:
 * plain defaults, each test naming only the fields its story is about.
 */
export function articleDetail(fields: Partial<Detail> = {}): Detail {
  return {
    id: 1,
    article_title: '标题',
    article_description: '',
    article_cover: '',
    category_id: 1,
    categoryName: '随笔',
    tagIdList: [],
    tagNameList: [],
    author_id: 1,
    authorName: '砚主',
    is_top: 2,
    status: ARTICLE_STATUS.public,
    type: ARTICLE_TYPE.original,
    origin_url: '',
    view_times: 0,
    thumbs_up_times: 0,
    reading_duration: 0,
    createdAt: '2030-06-01 08:00:00',
    updatedAt: '2030-06-01 08:00:00',
    article_content: '正文',
    article_html: '<p>正文</p>',
    article_toc: [],
    ...fields,
  };
}
