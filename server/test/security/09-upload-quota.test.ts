import { buildApp } from '../../src/app';
import { adminUser, createUser, TEST_JWT_SECRET, useTestApp } from '../helpers';
import { multipartBody, pngOfSize } from './raw-http';

/**
 * Attack 9: filling the disk. Uploads allowed 30 a minute per client at 5 MB with no total. Now a
 * user may store 50 MB a day (admins exempt); the count lives in the database, so a restart does
 * not reset it.
 */
describe('attack 9: filling the disk', () => {
  const ctx = useTestApp();
  const FILE = pngOfSize(5 * 1024 * 1024);

  const upload = (app: typeof ctx.app, token: string, address: string) => {
    const { body, headers } = multipartBody('file', 'big.png', 'image/png', FILE);
    return app.inject({
      method: 'POST',
      url: '/api/upload/img',
      payload: body,
      headers: { ...headers, authorization: token },
      remoteAddress: address,
    });
  };

  it('a user stores 50 MB a day, then gets a clear Chinese refusal, also after a restart', async () => {
    expect(ctx.config.uploadDailyQuotaBytes).toBe(50 * 1024 * 1024);
    const user = await createUser(ctx, { username: 'filler' });
    for (let i = 0; i < 10; i += 1) expect((await upload(ctx.app, user.token, '10.9.0.1')).json().code).toBe(0);
    const refused = await upload(ctx.app, user.token, '10.9.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('今日上传额度已用完（每天最多 50 MB），请明天再试');
    const rows = await ctx.db.selectFrom('uploads').select('size').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(10);

    // A restart (a fresh app on the same database) keeps the day's count.
    const restarted = await buildApp({ config: ctx.config, db: ctx.db, jwtSecret: TEST_JWT_SECRET });
    try {
      await restarted.ready();
      expect((await upload(restarted, user.token, '10.9.0.3')).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
    // Other users are not affected.
    const other = await createUser(ctx, { username: 'neighbour' });
    expect((await upload(ctx.app, other.token, '10.9.0.4')).json().code).toBe(0);
  }, 60_000);

  it('the admin is exempt', async () => {
    const admin = await adminUser(ctx);
    for (let i = 0; i < 11; i += 1) expect((await upload(ctx.app, admin.token, '10.9.1.1')).json().code).toBe(0);
  }, 60_000);
});
