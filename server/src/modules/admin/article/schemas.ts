import { Type } from '@sinclair/typebox';
import { ArticleStatus } from '@protocol/adminRows';
import { ACCESS_PASSWORD_MAX } from '@protocol/articleRules';
import { ImageUrl, Keyword, QueryPaging, TopFlag, WebUrl } from '../shared/schemas';

export { AdminArticle as ArticleForEditor, AdminArticleRow as ListItem, ArticleStatus } from '@protocol/adminRows';

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
};

const { article_title, article_content, category_name, status, ...optional } = fields;

export const CreateBody = Type.Object(
  {
    article_title,
    article_content,
    category_name,
    status,
    tagNameList: Type.Array(TagName, { maxItems: 16, default: [] }),
    ...Object.fromEntries(Object.entries(optional).map(([k, v]) => [k, Type.Optional(v)])),
  },
  { additionalProperties: false },
);

/** `version`: the one the editor read (docs/behaviour.md §11.2); left out, the save is not checked. */
export const UpdateBody = Type.Partial(Type.Object({ ...fields, version: Type.Integer({ minimum: 1 }) }), {
  additionalProperties: false,
  minProperties: 1,
});

/** An edit's answer: the article's new version, for the editor's next save, and the revision it kept (§11.3). */
export const Updated = Type.Object({ id: Type.Integer(), version: Type.Integer(), revisionId: Type.Integer() });

export const ListQuery = Type.Object({
  ...QueryPaging,
  status: Type.Optional(ArticleStatus),
  keyword: Type.Optional(Keyword),
});
