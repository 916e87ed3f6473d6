import { createUser, useTestApp } from '../helpers';
import { TOTP_PURPOSE } from '../../src/modules/user/totp';
import { accountClient, codeAt, useManualClock } from './totp-support';

/** docs/security.md "Second factor": enrolment, the two-step login, recovery codes, fresh checks. */
describe('TOTP second factor', () => {
  const ctx = useTestApp();
  const clock = useManualClock();
  const api = () => accountClient(ctx);

  it('enrols: password first, QR and secret, confirmed by a first code, ten recovery codes once', async () => {
    const user = await createUser(ctx, { username: 'enrols', password: 'Right1234' });
    const noPassword = await api().post('/api/account/totp/begin', {}, user.token);
    expect(noPassword.json()).toMatchObject({ code: 400, message: '请输入当前密码' });
    const wrong = await api().post('/api/account/totp/begin', { password: 'Wrong1234' }, user.token);
    expect(wrong.json()).toMatchObject({ code: 1, message: '密码错误' });

    const begun = (await api().post('/api/account/totp/begin', { password: 'Right1234' }, user.token)).json();
    const { secret, qrCode, otpauthUrl } = begun.result as Record<string, string>;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');
    const status = () => ctx.app.inject({ url: '/api/account/security', headers: { authorization: user.token } });
    expect((await status()).json().result).toEqual({ totp: false, recoveryCodesLeft: 0 });

    const badFirst = await api().post('/api/account/totp/confirm', { code: '000000' }, user.token);
    expect(badFirst.json()).toMatchObject({ code: 1, message: '验证码错误' });
    const confirmed = await api().post('/api/account/totp/confirm', { code: codeAt(secret, clock.ms) }, user.token);
    const codes = confirmed.json().result.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await status()).json().result).toEqual({ totp: true, recoveryCodesLeft: 10 });

    // At rest: the seed sealed, the recovery codes hashed.
    const row = await ctx.db.selectFrom('totp_factors').selectAll().where('user_id', '=', user.id).executeTakeFirst();
    expect(row?.secret).not.toContain(secret);
    expect(ctx.app.secretBox(TOTP_PURPOSE).open(row?.secret ?? '')).toBe(secret);
    const hashes = await ctx.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(hashes.map((h) => h.code_hash)).not.toContain(codes[0]);
  });

  it('the password alone gives a ticket, not a token; ticket and code give the token', async () => {
    const user = await createUser(ctx, { username: 'twostep', password: 'Right1234' });
    const { secret } = await api().enrol(user, clock.ms);
    const first = (await api().login(user)).json();
    expect(first).toMatchObject({
      code: 0,
      message: '需要二次验证',
      result: { needSecondFactor: true, methods: ['totp'] },
    });
    expect(first.result.token).toBeUndefined();
    const second = (await api().secondFactor(first.result.ticket, codeAt(secret, clock.ms))).json();
    expect(second).toMatchObject({ code: 0, result: { id: user.id, username: 'twostep' } });
    expect(second.result.reEnrol).toBeUndefined();
    const me = await ctx.app.inject({ url: '/api/account/security', headers: { authorization: second.result.token } });
    expect(me.statusCode).toBe(200);
  });

  it('a recovery code signs in once and asks to re-enrol', async () => {
    const user = await createUser(ctx, { username: 'recovers', password: 'Right1234' });
    const { recoveryCodes } = await api().enrol(user, clock.ms);
    const used = (await api().secondFactor(await api().ticketFor(user), recoveryCodes[3].toUpperCase())).json();
    expect(used).toMatchObject({ code: 0, result: { username: 'recovers', reEnrol: true } });
    const again = (await api().secondFactor(await api().ticketFor(user), recoveryCodes[3])).json();
    expect(again).toMatchObject({ code: 1, message: '验证码错误' });
    const status = await ctx.app.inject({ url: '/api/account/security', headers: { authorization: user.token } });
    expect(status.json().result).toEqual({ totp: true, recoveryCodesLeft: 9 });
  });

  it('changing or removing the factor, or new recovery codes, needs a fresh code', async () => {
    const user = await createUser(ctx, { username: 'fresh', password: 'Right1234' });
    const { secret, recoveryCodes } = await api().enrol(user, clock.ms);
    // A stolen token and the password are not enough to replace the app.
    const replace = await api().post('/api/account/totp/begin', { password: 'Right1234' }, user.token);
    expect(replace.json()).toMatchObject({ code: 400, message: '请输入验证码' });
    expect((await api().post('/api/account/totp/disable', { code: '' }, user.token)).json().code).toBe(400);
    expect((await api().post('/api/account/recoveryCodes', { code: '123456' }, user.token)).json().code).toBe(1);

    const renewed = await api().post('/api/account/recoveryCodes', { code: codeAt(secret, clock.ms) }, user.token);
    expect(renewed.json().result.recoveryCodes).toHaveLength(10);
    const oldCode = await api().secondFactor(await api().ticketFor(user), recoveryCodes[0]);
    expect(oldCode.json().message).toBe('验证码错误');

    clock.advance(30_000);
    const off = await api().post('/api/account/totp/disable', { code: codeAt(secret, clock.ms) }, user.token);
    expect(off.json()).toMatchObject({ code: 0, message: '两步验证已关闭' });
    expect((await api().login(user)).json().result.token).toEqual(expect.any(String));
  });
});
