import {
  delayForFailures,
  LOGIN_CLIENT_MAX,
  LOGIN_MAX_DELAY_MS,
  LOGIN_PAIR_MAX,
} from '../../src/modules/user/login-throttle';
import { ADMIN_PASSWORD, createUser, useTestApp } from '../helpers';

/**
 * Attack 1: locking the owner out. Five wrong passwords for `admin` from any client used to refuse
 * the right password for 15 minutes, everywhere. Now the hammering client is refused (429) and the
 * owner, from another address, still logs in.
 */
describe('attack 1: locking the owner out', () => {
  const ctx = useTestApp();

  const login = (username: string, password: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { username, password }, remoteAddress });

  it('a stranger hammering admin from 127.0.0.2 is refused; the owner on 127.0.0.1 still logs in', async () => {
    const attempts = [];
    for (let i = 0; i < LOGIN_PAIR_MAX + 3; i += 1) attempts.push(await login('admin', `Guess${i}xx`, '127.0.0.2'));
    expect(attempts.slice(0, LOGIN_PAIR_MAX).map((r) => r.json().code)).toEqual(Array(LOGIN_PAIR_MAX).fill(1));
    for (const refused of attempts.slice(LOGIN_PAIR_MAX)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^登录失败次数过多，请 \d+ 分钟后再试$/);
    }
    // The hammering client cannot confirm a guess even with the right password.
    expect((await login('admin', ADMIN_PASSWORD, '127.0.0.2')).statusCode).toBe(429);

    const owner = await login('admin', ADMIN_PASSWORD, '127.0.0.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ code: 0, result: { username: 'admin', role: 1 } });
  });

  it('failures from many clients only slow a username down: the right password still works', async () => {
    await createUser(ctx, { username: 'target', password: 'Right1234' });
    // 40 failures spread over 10 addresses (4 each: none of them reaches the per-client refusal).
    const failures = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('target', `Wrong${i}xx`, `10.1.0.${(i % 10) + 1}`)),
    );
    expect(failures.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
    expect(failures.every((r) => r.json().code === 1)).toBe(true);
    const owner = await login('target', 'Right1234', '10.2.0.1');
    expect(owner.json()).toMatchObject({ code: 0, result: { username: 'target' } });
  }, 60_000);

  it('one client spraying many usernames is refused after LOGIN_CLIENT_MAX failures', async () => {
    const statuses = [];
    for (let i = 0; i < LOGIN_CLIENT_MAX + 1; i += 1)
      statuses.push((await login(`spray${i}`, 'Nope12345', '10.3.0.1')).statusCode);
    expect(statuses.slice(0, LOGIN_CLIENT_MAX)).toEqual(Array(LOGIN_CLIENT_MAX).fill(200));
    expect(statuses[LOGIN_CLIENT_MAX]).toBe(429);
  }, 60_000);

  it('a concurrent burst from one client cannot slip past the pair limit while bcrypt runs', async () => {
    await createUser(ctx, { username: 'bursty', password: 'Right1234' });
    const results = await Promise.all(Array.from({ length: 12 }, () => login('bursty', 'Nope12345', '10.4.0.1')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(LOGIN_PAIR_MAX);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(12 - LOGIN_PAIR_MAX);
  });

  it('the per-username delay grows but is capped, never a lock', () => {
    expect(delayForFailures(0)).toBe(0);
    expect(delayForFailures(4)).toBe(0);
    expect(delayForFailures(6)).toBeGreaterThan(delayForFailures(5));
    expect(delayForFailures(10_000)).toBe(LOGIN_MAX_DELAY_MS);
  });
});
