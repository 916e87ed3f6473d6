import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';

/** One answer whose declared response schema changed what the handler returned. */
export interface Drift {
  route: string;
  status: number;
  /** What the handler returned, as plain JSON.stringify would have written it. */
  returned: unknown;
  /** What the compiled serializer wrote. */
  sent: unknown;
}

const RETURNED = Symbol('returned-json');

/**
 * Watches every JSON answer of an app: the handler's payload before serialisation against the bytes
 * the compiled serializer wrote. A response schema silently drops undeclared properties and coerces
 * mistyped ones, so any difference means a declared shape no longer matches what the route returns.
 * Installed by useTestApp on every test app, so every server test doubles as a schema check.
 */
export function watchSerializerDrift(app: FastifyInstance): Drift[] {
  const drifts: Drift[] = [];
  app.addHook('preSerialization', async (request, _reply, payload) => {
    (request as unknown as Record<symbol, string>)[RETURNED] = JSON.stringify(payload);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const returned = (request as unknown as Record<symbol, string | undefined>)[RETURNED];
    if (returned === undefined || typeof payload !== 'string') return payload;
    const before: unknown = JSON.parse(returned);
    const after: unknown = JSON.parse(payload);
    if (!isDeepStrictEqual(before, after)) {
      drifts.push({
        route: `${request.method} ${request.routeOptions.url}`,
        status: reply.statusCode,
        returned: before,
        sent: after,
      });
    }
    return payload;
  });
  return drifts;
}
