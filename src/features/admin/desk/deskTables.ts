import type { Body, ContractName, MethodOf, PathOf, Result } from '@/shared/api/contractTypes';
import type { Method } from '@protocol/api/contract';

// The desk's tables (docs/architecture.md "API contracts", "Admin areas"): one set of generic
// endpoints (adminCrudApi.ts) serves every area, and this table is where each area names the
// contracts of protocol/api/admin<Area>.ts it calls. Its type makes `tsc` prove each name's method
// and path from the area's `path` (`GET`/`POST path`, `PUT`/`DELETE path/:id`, `POST path/delete`);
// an area's rows and write bodies are its contracts' types. server/test/core/contracts.test.ts
// checks that the names exist.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The contracts answering `method` at the client URL `url`: the only names an entry may hold. */
type At<M extends Method, U extends string> = {
  [N in ContractName]: MethodOf<N> extends M ? (Same<PathOf<N>, U> extends true ? N : never) : never;
}[ContractName];

/** The method of each operation, the shape of protocol/api/adminCrud.ts. */
const METHODS = { list: 'GET', create: 'POST', update: 'PUT', remove: 'DELETE', bulkDelete: 'POST' } as const;
type Op = keyof typeof METHODS;

/** An area at `P`: its list, and the writes it has (a table without one offers no such action). */
interface DeskTable<P extends string> {
  path: P;
  list: At<(typeof METHODS)['list'], P>;
  create?: At<(typeof METHODS)['create'], P>;
  update?: At<(typeof METHODS)['update'], `${P}/${string}`>;
  remove?: At<(typeof METHODS)['remove'], `${P}/${string}`>;
  /** `POST <path>/delete {idList}`, up to BULK_MAX ids a call. */
  bulkDelete?: At<(typeof METHODS)['bulkDelete'], `${P}/delete`>;
}

/** Keeps the entries' literal names, each checked against its own area's path. */
const tables = <
  const T extends { [K in keyof T]: DeskTable<T[K] extends { path: infer P extends string } ? P : never> },
>(
  declared: T,
) => declared;

export const DESK_TABLES = tables({
  article: {
    path: '/admin/article',
    list: 'adminArticle.list',
    update: 'adminArticle.update',
    remove: 'adminArticle.remove',
    bulkDelete: 'adminArticle.bulkDelete',
  },
  user: { path: '/admin/user', list: 'adminUser.list', update: 'adminUser.update' },
  talk: {
    path: '/admin/talk',
    list: 'adminTalk.list',
    create: 'adminTalk.create',
    update: 'adminTalk.update',
    remove: 'adminTalk.remove',
  },
  album: {
    path: '/admin/album',
    list: 'adminAlbum.list',
    create: 'adminAlbum.create',
    update: 'adminAlbum.update',
    remove: 'adminAlbum.remove',
  },
  link: { path: '/admin/link', list: 'adminLink.list', update: 'adminLink.review', remove: 'adminLink.remove' },
  resourceCategory: {
    path: '/admin/resource/category',
    list: 'adminResource.categoryList',
    create: 'adminResource.categoryCreate',
    update: 'adminResource.categoryUpdate',
    remove: 'adminResource.categoryRemove',
  },
  resourceSite: {
    path: '/admin/resource/site',
    list: 'adminResource.siteList',
    create: 'adminResource.siteCreate',
    update: 'adminResource.siteUpdate',
    remove: 'adminResource.siteRemove',
  },
  pageHeader: {
    path: '/admin/pageHeader',
    list: 'adminPageHeader.list',
    create: 'adminPageHeader.create',
    update: 'adminPageHeader.update',
    remove: 'adminPageHeader.remove',
  },
  comment: {
    path: '/admin/comment',
    list: 'adminComment.list',
    remove: 'adminComment.remove',
    bulkDelete: 'adminComment.bulkDelete',
  },
  message: {
    path: '/admin/message',
    list: 'adminMessage.list',
    remove: 'adminMessage.remove',
    bulkDelete: 'adminMessage.bulkDelete',
  },
  chat: { path: '/admin/chat', list: 'adminChat.list', remove: 'adminChat.remove', bulkDelete: 'adminChat.bulkDelete' },
  series: {
    path: '/admin/series',
    list: 'series.adminList',
    create: 'series.adminCreate',
    update: 'series.adminUpdate',
    remove: 'series.adminRemove',
  },
});

type DeskTables = typeof DESK_TABLES;
export type AdminResource = keyof DeskTables;
/** The areas whose table has operation `O`. */
export type AreaWith<O extends Op> = { [K in AdminResource]: O extends keyof DeskTables[K] ? K : never }[AdminResource];
/** Whether an area's table has operation `op` (the articles and moderated tables delete in bulk). */
export const hasOperation = <O extends Op>(resource: AdminResource, op: O): resource is AreaWith<O> =>
  op in DESK_TABLES[resource];

/** What a list contract answers: a page of rows, or (a small area) the whole array. */
type RowsOf<R> = R extends { list: (infer Row)[] } ? Row : R extends (infer Row)[] ? Row : never;
/** The row each area's list answers, as its contract types it. */
export type AdminRowOf = { [K in AdminResource]: RowsOf<Result<DeskTables[K]['list']>> };

type Write = 'create' | 'update';
/** The body each area's `O` sends, as its contract's schema checks it (computed once, looked up by area). */
type BodiesOf<O extends Write> = {
  [K in AreaWith<O>]: DeskTables[K][O & keyof DeskTables[K]] extends infer N extends ContractName ? Body<N> : never;
};
/** What a record dialog of area K saves, both as a create and as an edit. */
export type RecordBody<K extends AreaWith<'create'>> = BodiesOf<'create'>[K] &
  BodiesOf<'update'>[K & AreaWith<'update'>];
/** A create or an edit in any area that has one, the body matching its area's contract. */
export type AdminWrite<O extends Write> = { [K in AreaWith<O>]: { resource: K; body: BodiesOf<O>[K] } }[AreaWith<O>];

/**
 * The request of an area's `op`, built from its path the way its contract (named above) answers:
 * `id` for an edit or a delete, `query` for a list, `body` for a write. Generic over the areas, so
 * the contract's types are proved by DESK_TABLES' type rather than here.
 */
export function deskRequest(
  resource: AdminResource,
  op: Op,
  parts: { id?: number; query?: string; body?: unknown } = {},
): { url: string; method: Method; body?: unknown } {
  const { path } = DESK_TABLES[resource];
  const url = {
    list: `${path}?${parts.query ?? ''}`,
    create: path,
    update: `${path}/${parts.id}`,
    remove: `${path}/${parts.id}`,
    bulkDelete: `${path}/delete`,
  }[op];
  return { url, method: METHODS[op], ...(parts.body === undefined ? {} : { body: parts.body }) };
}
