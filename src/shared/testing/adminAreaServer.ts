// Test helper: one admin area (docs/admin-api.md) over rows kept in memory, behind the real local
// HTTP server, so a desk screen's change shows in the list it fetches again afterwards.
import { startLocalApi, type RecordedRequest, type Route } from './localApiServer';

const ok = (result: unknown, message = '成功') => ({ body: { code: 0, message, result } });

interface AreaOptions<R> {
  /** Answers the whole array instead of a page (albums, resource categories, banners). */
  wholeArray?: boolean;
  /** The rows a list request shows (a status filter, say); every row when not given. */
  filter?: (row: R, request: RecordedRequest) => boolean;
  /** A refusal for a change (HTTP 200, code 1, this message), or null to let it through. */
  refuse?: (request: RecordedRequest) => string | null;
}

/**
 * The routes of `/api<path>` like the admin routes: GET lists, POST creates, PUT `/:id` changes,
 * DELETE `/:id` removes and POST `/delete {idList}` removes many — over `rows`, changed in place.
 */
export function adminAreaRoutes<R extends { id: number }>(path: string, initial: R[], options: AreaOptions<R> = {}) {
  const rows = [...initial];
  let nextId = Math.max(0, ...rows.map((row) => row.id)) + 1;
  const refused = (request: RecordedRequest) => {
    const message = options.refuse?.(request);
    return message ? { body: { code: 1, message } } : null;
  };
  const remove = (ids: number[]) => {
    for (const id of ids) {
      const at = rows.findIndex((row) => row.id === id);
      if (at >= 0) rows.splice(at, 1);
    }
  };
  const routes: Record<string, Route> = {
    [`GET /api${path}`]: (request) => {
      const list = rows.filter((row) => options.filter?.(row, request) ?? true);
      return ok(options.wholeArray ? list : { current: 1, size: 10, total: list.length, list });
    },
    [`POST /api${path}`]: (request) => {
      const row = { ...(request.body as object), id: nextId++ } as R;
      rows.unshift(row);
      return ok({ id: row.id }, '添加成功');
    },
    [`PUT /api${path}/:id`]: (request) => {
      const at = rows.findIndex((row) => row.id === Number(request.params.id));
      const refusal = refused(request);
      if (refusal) return refusal;
      rows[at] = { ...rows[at], ...(request.body as object) };
      return ok(rows[at], '修改成功');
    },
    [`DELETE /api${path}/:id`]: (request) => {
      remove([Number(request.params.id)]);
      return ok(null, '删除成功');
    },
    [`POST /api${path}/delete`]: (request) => {
      const { idList } = request.body as { idList: number[] };
      remove(idList);
      return ok({ count: idList.length }, '删除成功');
    },
  };
  return { routes, rows };
}

/** A local API server with one admin area (adminAreaRoutes); `extra` routes (another area's) beside it. */
export async function startAdminArea<R extends { id: number }>(
  path: string,
  initial: R[],
  options: AreaOptions<R> = {},
  extra: Record<string, Route> = {},
) {
  const area = adminAreaRoutes(path, initial, options);
  const api = await startLocalApi({ ...area.routes, ...extra });
  return { ...api, rows: area.rows };
}
