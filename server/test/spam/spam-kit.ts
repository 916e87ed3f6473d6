import type { TestContext, TestUser } from '../helpers';

/**
 * A request helper for the spam-shield tests: each call comes from its own client address in
 * `subnet` (10.x.0.n), so the per-client rate limits of the write routes never meet.
 */
export function callerFrom(context: () => TestContext, subnet: string) {
  let address = 0;
  return (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, user?: TestUser) =>
    context().app.inject({
      method,
      url,
      payload,
      remoteAddress: `${subnet}.${++address}`,
      headers: user ? { authorization: user.token } : {},
    });
}
