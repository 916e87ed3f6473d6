import { Type, type TObject, type TSchema } from '@sinclair/typebox';

// The envelope every /api answer travels in (docs/behaviour.md §1.2), as schemas the contracts'
// responses are built from. A route that declares them is answered by Fastify's compiled serializer:
// only the declared properties are written, so a column added to a query never leaks by accident,
// and the OpenAPI document (server/src/plugins/openapi.ts) shows each shape.

/** The success envelope `{code, message, result}`: code 0, or 100 for an amber tip without result. */
export const Envelope = <T extends TSchema>(result: T, description = '成功 · Success') =>
  Type.Object(
    {
      code: Type.Integer({
        description: '0 成功；100 温馨提示；其他非零值为业务错误 · 0 ok, 100 tip, other non-zero a business error',
      }),
      message: Type.String(),
      result: Type.Optional(result),
    },
    { description },
  );

/** An envelope whose `result` is null (actions that only report success, e.g. 撤回成功). */
export const EmptyEnvelope = (description = '成功，result 为 null · Success, result is null') =>
  Envelope(Type.Null(), description);

/** A page of `item`: `current` is 1-based, `size` at most 50. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ current: Type.Integer(), size: Type.Integer(), total: Type.Integer(), list: Type.Array(item) });

/** The success envelope around a page of `item`. */
export const Paged = <T extends TSchema>(item: T, description = '一页数据 · One page') =>
  Envelope(Page(item), description);

/** Every failure: `{code, message}` with the HTTP status as code and a Chinese sentence as message. */
export const ErrorEnvelope = (description: string) =>
  Type.Object({ code: Type.Integer(), message: Type.String() }, { description });

/** What each failure status means on this API (the rules of docs/api/README.md). */
const FAILURES = {
  400: '参数不合法 · Invalid input',
  401: '未登录或登录已过期 · Missing or expired token',
  403: '权限不足 · Forbidden',
  404: '资源不存在 · Not found',
  409: '内容已被他处修改 · Conflict: saved from a stale version',
  413: '请求内容过大 · Payload too large',
  429: '操作过于频繁 · Rate limited',
  500: '服务端错误 · Server error',
} as const;
export type FailureStatus = keyof typeof FAILURES;

/** The error responses of a route: the listed statuses plus 500, each `{code, message}`. */
export function failures(...statuses: FailureStatus[]): Record<number, TObject> {
  const out: Record<number, TObject> = {};
  for (const status of [...statuses, 500] as FailureStatus[]) out[status] = ErrorEnvelope(FAILURES[status]);
  return out;
}

/** The static type of `Page(item)` for any item type (TypeBox cannot take a type parameter). */
export type PageOf<T> = { current: number; size: number; total: number; list: T[] };
