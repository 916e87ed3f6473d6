import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createUser, useTestApp } from '../helpers';
import { accountClient, useManualClock } from './totp-support';

// `npm run admin -- reset-2fa <username>` (docs/security.md "Second factor"), run as the npm script
// runs it (ts-node from source) against the test app's data folder.
const ROOT = path.resolve(__dirname, '..', '..', '..');
jest.setTimeout(180_000);

describe('npm run admin -- reset-2fa', () => {
  const ctx = useTestApp();
  const clock = useManualClock();
  const admin = (args: string[]) => {
    const script = ['-r', 'ts-node/register', '-r', './scripts/protocol-alias.cjs', 'server/src/cli/admin.ts'];
    return spawnSync(process.execPath, [...script, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: ctx.dataDir, LOG_LEVEL: 'silent', SEED_DEMO: '0' },
      encoding: 'utf8',
      timeout: 150_000,
    });
  };

  it('removes the second factor and ends the sessions; the password alone then signs in', async () => {
    const user = await createUser(ctx, { username: 'LockedOut', password: 'Right1234' });
    await accountClient(ctx).enrol(user, clock.ms);
    expect((await accountClient(ctx).login(user)).json().result.needSecondFactor).toBe(true);

    const usage = admin(['reset-2fa']);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('用法：npm run admin -- reset-2fa <用户名>');

    const done = admin(['reset-2fa', 'lockedout']);
    expect(done.stdout).toContain('已清除 LockedOut 的两步验证与恢复码');
    expect(done.status).toBe(0);
    expect(
      (await ctx.app.inject({ url: '/api/account/devices', headers: { authorization: user.token } })).statusCode,
    ).toBe(401);
    const login = (await accountClient(ctx).login(user)).json();
    expect(login.result.token).toEqual(expect.any(String));
    const left = await ctx.db.selectFrom('recovery_codes').select('user_id').where('user_id', '=', user.id).execute();
    expect(left).toEqual([]);

    const unknown = admin(['reset-2fa', 'nobody-here']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('找不到用户 nobody-here');
  });
});
