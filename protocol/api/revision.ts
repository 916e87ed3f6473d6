import { Type, type Static } from '@sinclair/typebox';
import { ArticleStatus } from '../adminRows';
import { URL_MAX, URL_PATTERNS } from '../urlRules';
import { CacheTag } from './cacheTags';
import { contract } from './contract';
import { Envelope } from './envelope';

// An article's revisions and the editor's autosave (docs/behaviour.md §11.3). Admin only.

export const RevisionKind = Type.Union([Type.Literal('manual'), Type.Literal('autosave')]);
export type RevisionKind = Static<typeof RevisionKind>;

/** One revision as the list shows it: no body. */
export const RevisionSummary = Type.Object({
  id: Type.Integer(),
  kind: RevisionKind,
  author_id: Type.Integer(),
  authorName: Type.String(),
  article_title: Type.String(),
  status: ArticleStatus,
  word_count: Type.Integer(),
  /** The word count's change against the previous revision (the whole count for the first). */
  word_delta: Type.Integer(),
  createdAt: Type.String(),
});
export type RevisionSummary = Static<typeof RevisionSummary>;

/** One revision whole: the text and the front fields the diff compares. */
export const Revision = Type.Composite([
  RevisionSummary,
  Type.Object({
    article_id: Type.Integer(),
    article_content: Type.String(),
    article_cover: Type.String(),
    category_name: Type.String(),
    tagNameList: Type.Array(Type.String()),
  }),
]);
export type Revision = Static<typeof Revision>;

/** What the editor has on screen; a new article's blanks are allowed (nothing is published from it). */
const AutosaveBody = Type.Object(
  {
    article_title: Type.String({ maxLength: 255 }),
    article_content: Type.String({ maxLength: 500_000 }),
    article_cover: Type.Optional(Type.String({ maxLength: URL_MAX, pattern: URL_PATTERNS.imageOrEmpty })),
    category_name: Type.Optional(Type.String({ maxLength: 64 })),
    tagNameList: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 16 })),
    status: Type.Optional(ArticleStatus),
  },
  { additionalProperties: false },
);

const ArticleParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const RevisionParams = Type.Object({ id: Type.Integer({ minimum: 1 }), revisionId: Type.Integer({ minimum: 1 }) });

const tag = 'admin';
/**
 * What an article write changes: the article lists and pages, the category/tag dictionaries (names
 * created on the fly, counts), the counters shown on the lists, the comments removed with it. A
 * restore is such a write.
 */
export const ARTICLE_WRITE_TAGS = [CacheTag.articles, CacheTag.taxonomy, CacheTag.articleCounters, CacheTag.comments];

export const revisionContracts = {
  list: contract({
    method: 'GET',
    path: '/api/admin/article/:id/revisions',
    tag,
    summary: '文章的历史版本（新的在前，不含正文） · An article’s revisions, newest first, without bodies',
    auth: 'admin',
    params: ArticleParams,
    response: Envelope(Type.Array(RevisionSummary)),
    failures: [400, 404],
    invalidates: [],
  }),
  one: contract({
    method: 'GET',
    path: '/api/admin/article/:id/revisions/:revisionId',
    tag,
    summary: '一个历史版本（完整） · One revision, whole',
    auth: 'admin',
    params: RevisionParams,
    response: Envelope(Revision),
    failures: [400, 404],
    invalidates: [],
  }),
  restore: contract({
    method: 'POST',
    path: '/api/admin/article/:id/revisions/:revisionId/restore',
    tag,
    summary: '恢复此版本（本身记为一次保存） · Restore a revision into the article; itself a revision',
    auth: 'admin',
    params: RevisionParams,
    response: Envelope(Type.Object({ id: Type.Integer(), version: Type.Integer(), revisionId: Type.Integer() })),
    failures: [400, 404, 409],
    invalidates: ARTICLE_WRITE_TAGS,
  }),
  autosave: contract({
    method: 'PUT',
    path: '/api/admin/article/:id/autosave',
    tag,
    summary: '自动保存（不改动文章） · Keep the editor’s text as an autosave; the article is untouched',
    auth: 'admin',
    params: ArticleParams,
    body: AutosaveBody,
    response: Envelope(Type.Object({ revisionId: Type.Integer(), createdAt: Type.String() })),
    failures: [400, 404, 413],
    invalidates: [],
  }),
};
