import type { Static, TSchema } from '@sinclair/typebox';
import type { CacheTag } from './cacheTags';
import type { FailureStatus } from './envelope';

// One contract per endpoint (docs/architecture.md "API contracts"): the server registers its route
// from it (server/src/lib/contract-route.ts, so the OpenAPI document is generated from it) and the
// client's RTK Query endpoints take their types from it (src/shared/api/contractTypes.ts) with
// type-only imports, so TypeBox never reaches the browser.

/** Who may call: anyone, a signed-in user (a Bearer token), or an admin. */
export type Audience = 'public' | 'user' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Contract {
  method: Method;
  /** Fastify's form: `/api/article/getArticleById/:id`. */
  path: string;
  /** The OpenAPI tag (the module). */
  tag: string;
  /** One line, Chinese · English, for the OpenAPI document. */
  summary: string;
  auth: Audience;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** The body is `multipart/form-data` (a file), read by the handler as a stream, not by a schema. */
  multipart?: true;
  /** The HTTP 200 answer: an envelope (protocol/api/envelope.ts). */
  response: TSchema;
  /** The failure statuses besides 500 (401/403 are added by `auth`); none at all when left out of a public one. */
  failures?: readonly FailureStatus[];
  /** The facts a cached answer shows (docs/caching.md); the response cache keeps it under them. */
  cache?: readonly CacheTag[];
  /** The facts a write changes (docs/caching.md): the cache drops them; `[]` for a POST that only reads. */
  invalidates?: readonly CacheTag[];
}

/** Declares a contract, keeping its literal types (path, method, schemas) for both ends. */
export const contract = <const C extends Contract>(declared: C): C => declared;

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

/** What a contract's 200 envelope carries as `result`. */
export type ResultOf<C extends Contract> =
  Static<C['response']> extends { result?: infer R } ? Exclude<R, undefined> : never;
export type ParamsOf<C extends Contract> = StaticOf<C['params']>;
export type QueryOf<C extends Contract> = StaticOf<C['querystring']>;
export type BodyOf<C extends Contract> = StaticOf<C['body']>;

/** `/api/article/getArticleById/:id` → `/article/getArticleById/${string}`: the URL a client asks for. */
type Filled<P extends string> = P extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${Filled<Tail>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;
export type ClientPathOf<C extends Contract> = C['path'] extends `/api${infer Rest}` ? Filled<Rest> : never;
