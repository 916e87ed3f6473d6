import { Type, type Static } from '@sinclair/typebox';
import { AdminArticle, AdminArticleRow, ArticleStatus, TopFlag } from '../adminRows';
import { ACCESS_PASSWORD_MAX } from '../articleRules';
import { bulkDeleteAt, listAt, removeAt } from './adminCrud';
import { IdEnvelope, IdParams, ImageUrl, Keyword, QueryPaging, WebUrl } from './adminSchemas';
import { contract } from './contract';
import { Envelope, Paged } from './envelope';
import { ARTICLE_WRITE_TAGS } from './revision';

// The desk's articles (docs/behaviour.md §11): every status listed, one read whole for the editor,
// written with categories and tags created on the fly. A write changes what ARTICLE_WRITE_TAGS names.

/** Article bodies may be long: up to 500 000 characters of Chinese are ~1.5 MB of UTF-8. */
export const ARTICLE_BODY_LIMIT = 4 * 1024 * 1024;

const DateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', maxLength: 19 });
const TagName = Type.String({ minLength: 1, maxLength: 64 });

/** Every field the author may set; POST requires the first four, PUT none. */
const fields = {
  article_title: Type.String({ minLength: 1, maxLength: 255 }),
  article_content: Type.String({ minLength: 1, maxLength: 500_000 }),
  category_name: Type.String({ minLength: 1, maxLength: 64 }),
  status: ArticleStatus,
  article_description: Type.String({ maxLength: 1000 }),
  article_cover: ImageUrl,
  tagNameList: Type.Array(TagName, { maxItems: 16 }),
  is_top: TopFlag,
  type: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  origin_url: WebUrl,
  createdAt: DateTime,
  /** A later time with status public (or scheduled) schedules it; null publishes no later (docs/behaviour.md §11.1). */
  publish_at: Type.Union([DateTime, Type.Null()]),
  /** docs/behaviour.md §11.4: sets the access password ('' or null: the article is no longer protected). */
  access_password: Type.Union([Type.String({ maxLength: ACCESS_PASSWORD_MAX }), Type.Null()]),
  access_hint: Type.String({ maxLength: 100 }),
  hide_description: Type.Boolean(),
  /** 所属专栏 (docs/behaviour.md §9.6): an existing series (400 专栏不存在 otherwise); null: none. */
  series_id: Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()]),
};

const { article_title, article_content, category_name, status, ...optional } = fields;

export const ArticleCreateBody = Type.Composite(
  [Type.Object({ article_title, article_content, category_name, status }), Type.Partial(Type.Object(optional))],
  { additionalProperties: false },
);
export type ArticleCreateBody = Static<typeof ArticleCreateBody>;

/** `version`: the one the editor read (docs/behaviour.md §11.2); left out, the save is not checked. */
export const ArticleUpdateBody = Type.Partial(Type.Object({ ...fields, version: Type.Integer({ minimum: 1 }) }), {
  additionalProperties: false,
  minProperties: 1,
});

/** An edit's answer: the article's new version, for the editor's next save, and the revision it kept (§11.3). */
const Updated = Type.Object({ id: Type.Integer(), version: Type.Integer(), revisionId: Type.Integer() });

const path = '/api/admin/article';
const desk = { tag: 'admin', auth: 'admin' } as const;

export const adminArticleContracts = {
  list: listAt(
    path,
    '文章列表（全部状态） · Every article, any status',
    Paged(AdminArticleRow),
    Type.Object({ ...QueryPaging, status: Type.Optional(ArticleStatus), keyword: Type.Optional(Keyword) }),
  ),
  one: contract({
    ...desk,
    method: 'GET',
    path: `${path}/:id`,
    summary: '读取文章（编辑用，正文原样） · One article for the editor, body as stored',
    params: IdParams,
    response: Envelope(AdminArticle),
    failures: [400, 404],
  }),
  create: contract({
    ...desk,
    method: 'POST',
    path,
    summary: '新建文章（分类、标签不存在时创建） · Create an article; unknown category and tags are created',
    body: ArticleCreateBody,
    response: IdEnvelope,
    failures: [400, 413],
    invalidates: ARTICLE_WRITE_TAGS,
  }),
  update: contract({
    ...desk,
    method: 'PUT',
    path: `${path}/:id`,
    summary: '修改文章（字段均可选） · Edit an article, every field optional',
    params: IdParams,
    body: ArticleUpdateBody,
    response: Envelope(Updated),
    failures: [400, 404, 409, 413],
    invalidates: ARTICLE_WRITE_TAGS,
  }),
  remove: removeAt(
    path,
    '删除文章及其评论、点赞、标签关联与不再使用的图片 · Delete an article with what hangs on it',
    ARTICLE_WRITE_TAGS,
  ),
  bulkDelete: bulkDeleteAt(path, '批量删除文章 · Delete several articles', ARTICLE_WRITE_TAGS),
};
