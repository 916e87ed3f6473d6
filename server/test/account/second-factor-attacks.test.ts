import { LOGIN_PAIR_MAX } from '../../src/modules/user/login-throttle';
import { TICKET_SECONDS } from '../../src/modules/user/second-factor';
import { createUser, useTestApp } from '../helpers';
import { accountClient, codeAt, useManualClock } from './totp-support';

/** docs/security.md "Second factor": what an attacker holding the password (or a token) still cannot do. */
describe('second factor attacks', () => {
  const ctx = useTestApp();
  const clock = useManualClock();
  const api = () => accountClient(ctx);

  it('a ticket works once', async () => {
    const user = await createUser(ctx, { username: 'reuser', password: 'Right1234' });
    const { secret } = await api().enrol(user, clock.ms);
    const ticket = await api().ticketFor(user);
    expect((await api().secondFactor(ticket, codeAt(secret, clock.ms))).json().code).toBe(0);
    const reused = await api().secondFactor(ticket, codeAt(secret, clock.ms + 30_000));
    expect(reused.json()).toMatchObject({ code: 1, message: '验证已过期，请重新登录' });
    expect(reused.json().result).toBeUndefined();
  });

  it("one user's ticket with another user's code gives nothing", async () => {
    const alice = await createUser(ctx, { username: 'alice2f', password: 'Right1234' });
    const mallory = await createUser(ctx, { username: 'mallory2f', password: 'Right1234' });
    await api().enrol(alice, clock.ms);
    const own = await api().enrol(mallory, clock.ms);
    const aliceTicket = await api().ticketFor(alice);
    const crossed = await api().secondFactor(aliceTicket, codeAt(own.secret, clock.ms));
    expect(crossed.json()).toMatchObject({ code: 1, message: '验证码错误' });
  });

  it('a code is accepted once within its window', async () => {
    const user = await createUser(ctx, { username: 'replayer', password: 'Right1234' });
    const { secret } = await api().enrol(user, clock.ms);
    const code = codeAt(secret, clock.ms);
    expect((await api().secondFactor(await api().ticketFor(user), code)).json().code).toBe(0);
    const replay = await api().secondFactor(await api().ticketFor(user), code);
    expect(replay.json()).toMatchObject({ code: 1, message: '验证码错误' });
    // An older code (the step before) is refused too once a newer one was used.
    const older = await api().secondFactor(await api().ticketFor(user), codeAt(secret, clock.ms - 30_000));
    expect(older.json().code).toBe(1);
    clock.advance(30_000);
    expect((await api().secondFactor(await api().ticketFor(user), codeAt(secret, clock.ms))).json().code).toBe(0);
  });

  it('a ticket expires after five minutes', async () => {
    const user = await createUser(ctx, { username: 'slowpoke', password: 'Right1234' });
    const { secret } = await api().enrol(user, clock.ms);
    const ticket = await api().ticketFor(user);
    clock.advance((TICKET_SECONDS + 1) * 1000);
    const late = await api().secondFactor(ticket, codeAt(secret, clock.ms));
    expect(late.json()).toMatchObject({ code: 1, message: '验证已过期，请重新登录' });
  });

  it('guessing codes is throttled like guessing passwords, the right code included', async () => {
    const user = await createUser(ctx, { username: 'guessed', password: 'Right1234' });
    const { secret } = await api().enrol(user, clock.ms);
    clock.advance(30_000);
    const ticket = await api().ticketFor(user, '10.7.0.1');
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_PAIR_MAX; i += 1)
      codes.push((await api().secondFactor(ticket, String(100000 + i), '10.7.0.1')).json().code);
    expect(codes).toEqual(Array(LOGIN_PAIR_MAX).fill(1));
    const right = await api().secondFactor(ticket, codeAt(secret, clock.ms), '10.7.0.1');
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^登录失败次数过多/);
  });

  it('a token alone cannot turn the factor off or read new recovery codes', async () => {
    const user = await createUser(ctx, { username: 'stolen', password: 'Right1234' });
    await api().enrol(user, clock.ms);
    for (const url of ['/api/account/totp/disable', '/api/account/recoveryCodes', '/api/account/totp/begin']) {
      const answer = (await api().post(url, {}, user.token)).json();
      expect(answer.code).not.toBe(0);
    }
    const status = await ctx.app.inject({ url: '/api/account/security', headers: { authorization: user.token } });
    expect(status.json().result).toEqual({ totp: true, recoveryCodesLeft: 10 });
  });
});
