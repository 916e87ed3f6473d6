import type { InjectOptions } from 'fastify';
import { adminUser, createUser, type TestContext, type TestUser } from '../helpers';

export interface AdminActors {
  admin: TestUser;
  reader: TestUser;
}

/** The seeded admin and one ordinary user, created once per file. */
export async function actors(ctx: TestContext, readerName = 'reader'): Promise<AdminActors> {
  return { admin: await adminUser(ctx), reader: await createUser(ctx, { username: readerName }) };
}

type Method = NonNullable<InjectOptions['method']>;

/** Calls `url` as `token` (none when null). */
export function call(ctx: TestContext, token: string | null, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/**
 * The three refusals every admin route owes: 401 without a token (even with a bad body), 403 for a
 * reader (even with a bad body), 400 for the admin with `badPayload` (or a bad query in the url).
 */
export async function expectGuarded(
  ctx: TestContext,
  who: AdminActors,
  method: Method,
  url: string,
  badPayload?: unknown,
  badUrl?: string,
): Promise<void> {
  const anonymous = await call(ctx, null, method, url, badPayload);
  expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 401]);
  const reader = await call(ctx, who.reader.token, method, url, badPayload);
  expect([reader.statusCode, reader.json().code]).toEqual([403, 403]);
  if (badPayload !== undefined || badUrl) {
    const bad = await call(ctx, who.admin.token, method, badUrl ?? url, badPayload);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[\u4e00-\u9fff]/);
  }
}
