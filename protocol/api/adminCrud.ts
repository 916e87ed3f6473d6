import type { TSchema } from '@sinclair/typebox';
import type { CacheTag } from './cacheTags';
import { contract } from './contract';
import { EmptyEnvelope, Envelope, Paged } from './envelope';
import { Count, IdEnvelope, IdListBody, IdParams } from './adminSchemas';

// The shape every admin area of the desk shares (docs/admin-api.md, docs/architecture.md "API
// contracts"): `GET <path>` lists, `POST <path>` creates, `PUT <path>/:id` edits, `DELETE <path>/:id`
// deletes one and `POST <path>/delete {idList}` deletes several. An area declares only its schemas,
// summaries and cache tags; server/src/modules/admin/shared/crud.ts answers the common ones.

type Tags = readonly CacheTag[];
/** Every admin route: one OpenAPI tag, the admin's token, and 400 for malformed input. */
const desk = { tag: 'admin', auth: 'admin' } as const;

/** `GET <path>`: the area's rows, filtered by `querystring` (the answer: a page or the whole array). */
export const listAt = <const P extends string, R extends TSchema, Q extends TSchema | undefined = undefined>(
  path: P,
  summary: string,
  response: R,
  querystring?: Q,
) => contract({ ...desk, method: 'GET', path, summary, querystring: querystring as Q, response, failures: [400] });

/** `POST <path>`: a new row; answers its id. */
export const createAt = <const P extends string, B extends TSchema>(
  path: P,
  summary: string,
  body: B,
  invalidates: Tags,
  failures: readonly (400 | 404)[] = [400],
) => contract({ ...desk, method: 'POST', path, summary, body, response: IdEnvelope, failures, invalidates });

/** `PUT <path>/:id`: a partial edit; answers the row's id unless the area says otherwise; 404 when it is gone. */
export const updateAt = <const P extends string, B extends TSchema, R extends TSchema = typeof IdEnvelope>(
  path: P,
  summary: string,
  body: B,
  invalidates: Tags,
  // The default answer is the id; an area answering more (the user row) names its schema.
  response: R = IdEnvelope as TSchema as R,
) =>
  contract({
    ...desk,
    method: 'PUT',
    path: `${path}/:id`,
    summary,
    params: IdParams,
    body,
    response,
    failures: [400, 404],
    invalidates,
  });

/** `DELETE <path>/:id`: one row (and what hangs on it); 404 when it is gone. */
export const removeAt = <const P extends string>(path: P, summary: string, invalidates: Tags) =>
  contract({
    ...desk,
    method: 'DELETE',
    path: `${path}/:id`,
    summary,
    params: IdParams,
    response: EmptyEnvelope(),
    failures: [400, 404],
    invalidates,
  });

/** `POST <path>/delete {idList}`: several rows at once; answers how many went. */
export const bulkDeleteAt = <const P extends string>(path: P, summary: string, invalidates: Tags) =>
  contract({
    ...desk,
    method: 'POST',
    path: `${path}/delete`,
    summary,
    body: IdListBody,
    response: Envelope(Count),
    failures: [400],
    invalidates,
  });

/**
 * A table of content the desk moderates (comments, board posts, chat): listed and searched, deleted
 * one at a time or in bulk. `label` is its Chinese name, `english` its English one.
 */
export const moderatedTable = <const P extends string, R extends TSchema, Q extends TSchema>(table: {
  path: P;
  label: string;
  english: string;
  row: R;
  query: Q;
  invalidates: Tags;
}) => {
  const { path, label, english, invalidates } = table;
  return {
    list: listAt(path, `${label}列表（搜索、分页） · Every ${english}, searchable`, Paged(table.row), table.query),
    remove: removeAt(path, `删除一条${label} · Delete one ${english}`, invalidates),
    bulkDelete: bulkDeleteAt(path, `批量删除${label} · Delete several ${english}`, invalidates),
  };
};

/** The contracts the server's helpers answer the same way in every area. */
export type CreateContract<B extends TSchema> = ReturnType<typeof createAt<string, B>>;
export type UpdateContract<B extends TSchema> = ReturnType<typeof updateAt<string, B>>;
export type RemoveContract = ReturnType<typeof removeAt<string>>;
export type BulkDeleteContract = ReturnType<typeof bulkDeleteAt<string>>;
