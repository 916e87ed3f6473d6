import crypto from 'node:crypto';
import { createUser, TEST_JWT_SECRET, useTestApp } from '../helpers';

/** Signs an HS256 JWT by hand, so tests can forge tokens the server must refuse. */
function signHs256(payload: Record<string, unknown>, secret: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${body}.${crypto.createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe('auth plugin: identity only from a verified token', () => {
  const ctx = useTestApp();

  it('accepts a valid token with or without the Bearer prefix', async () => {
    const user = await createUser(ctx, { username: 'reader01' });
    expect(await ctx.app.verifyToken(user.token)).toEqual({
      id: user.id,
      role: 2,
      username: 'reader01',
      tokenVersion: 0,
      sessionId: expect.any(String),
    });
    expect(await ctx.app.verifyToken(`Bearer ${user.token}`)).toMatchObject({ id: user.id });
  });

  it('refuses missing, tampered, forged and expired tokens', async () => {
    const user = await createUser(ctx, { username: 'reader02' });
    const [head, , sig] = user.token.split('.');
    const elevated = Buffer.from(JSON.stringify({ id: user.id, role: 1, username: 'reader02', tv: 0 })).toString(
      'base64url',
    );
    const nowSeconds = Math.floor(Date.now() / 1000);
    for (const token of [
      undefined,
      '',
      'not-a-jwt',
      `${head}.${elevated}.${sig}`,
      signHs256({ id: user.id, role: 1, username: 'reader02', tv: 0, iat: nowSeconds }, 'some-other-secret-entirely'),
      signHs256(
        { id: user.id, role: 2, username: 'reader02', tv: 0, iat: nowSeconds - 100, exp: nowSeconds - 10 },
        TEST_JWT_SECRET,
      ),
    ]) {
      expect(await ctx.app.verifyToken(token)).toBeNull();
    }
  });

  it('retires tokens when the token version changes (password change) or the user is gone', async () => {
    const user = await createUser(ctx, { username: 'reader03' });
    await ctx.db.updateTable('users').set({ token_version: 1 }).where('id', '=', user.id).execute();
    expect(await ctx.app.verifyToken(user.token)).toBeNull();
    const other = await createUser(ctx, { username: 'reader04' });
    await ctx.db.deleteFrom('users').where('id', '=', other.id).execute();
    expect(await ctx.app.verifyToken(other.token)).toBeNull();
  });
});
