import { ALREADY_ENROLLED, ENROLMENT_NEEDED, FACTOR_FIRST } from '../../src/modules/user/admin-policy';
import { BAD_CODE, TICKET_EXPIRED, TICKET_SECONDS } from '../../src/modules/user/second-factor';
import { createUser, useTestApp, type TestContext, type TestUser } from '../helpers';
import { softAuthenticator } from './passkey-support';
import { accountClient, codeAt, useManualClock } from './totp-support';

const ORIGIN = 'http://localhost';
let bosses = 0;

function enrolClient(ctx: TestContext) {
  const client = accountClient(ctx);
  const { post } = client;
  return {
    ...client,
    policy: (user: TestUser, body: object) => post('/api/account/adminPolicy', body, user.token),
    /** An administrator with the authenticator app who turns the requirement on. */
    async requireForAdmins(ms: number) {
      const boss = await createUser(ctx, { username: `boss${++bosses}`, password: 'Right1234', role: 1 });
      const { secret } = await client.enrol(boss, ms);
      const on = await post(
        '/api/account/adminPolicy',
        { adminSecondFactor: true, code: codeAt(secret, ms) },
        boss.token,
      );
      expect(on.json()).toMatchObject({ code: 0 });
      return boss;
    },
    async enrolTicket(user: TestUser) {
      const answer = (await client.login(user)).json();
      expect(answer).toMatchObject({ code: 0, message: ENROLMENT_NEEDED, result: { needEnrolment: true } });
      expect(answer.result.token).toBeUndefined();
      return answer.result.ticket as string;
    },
    begin: (ticket: string) => post('/api/user/login/enrol/totpBegin', { ticket }),
    confirm: (ticket: string, code: string) => post('/api/user/login/enrol/totpConfirm', { ticket, code }),
  };
}

/** docs/security.md "Second factor": administrators may be required to have one; enrolment at sign-in. */
describe('second factor required for administrators', () => {
  const ctx = useTestApp();
  const clock = useManualClock();
  const api = () => enrolClient(ctx);

  it('turning it on needs a factor of ones own, a fresh check, and an administrator', async () => {
    const admin = await createUser(ctx, { username: 'barehead', password: 'Right1234', role: 1 });
    const bare = await api().policy(admin, { adminSecondFactor: true, password: 'Right1234' });
    expect(bare.json()).toMatchObject({ code: 1, message: FACTOR_FIRST });
    const { secret } = await api().enrol(admin, clock.ms);
    expect((await api().policy(admin, { adminSecondFactor: true })).json().message).toBe('请输入验证码');
    expect((await api().policy(admin, { adminSecondFactor: true, code: '000000' })).json().message).toBe(BAD_CODE);
    const plain = await createUser(ctx, { username: 'plainjoe', password: 'Right1234' });
    expect((await api().policy(plain, { adminSecondFactor: true })).statusCode).toBe(403);
    const status = async () =>
      (
        await ctx.app.inject({ url: '/api/account/security', headers: { authorization: `Bearer ${admin.token}` } })
      ).json().result;
    expect((await status()).adminSecondFactor).toBe(false);
    expect((await api().policy(admin, { adminSecondFactor: true, code: codeAt(secret, clock.ms) })).json().code).toBe(
      0,
    );
    expect((await status()).adminSecondFactor).toBe(true);
    clock.advance(30_000);
    expect((await api().policy(admin, { adminSecondFactor: false, code: codeAt(secret, clock.ms) })).json().code).toBe(
      0,
    );
    expect((await status()).adminSecondFactor).toBe(false);
  });

  it('an administrator without a factor signs in only by enrolling the app; users are untouched', async () => {
    await api().requireForAdmins(clock.ms);
    const plain = await createUser(ctx, { username: 'reader1', password: 'Right1234' });
    expect((await api().login(plain)).json().result.token).toEqual(expect.any(String));
    const admin = await createUser(ctx, { username: 'newadmin', password: 'Right1234', role: 1 });
    const ticket = await api().enrolTicket(admin);
    const { secret } = (await api().begin(ticket)).json().result as { secret: string };
    expect((await api().confirm(ticket, '000000')).json()).toMatchObject({ code: 1, message: BAD_CODE });
    const done = (await api().confirm(ticket, codeAt(secret, clock.ms))).json();
    expect(done).toMatchObject({ code: 0, result: { id: admin.id, username: 'newadmin', role: 1 } });
    expect(done.result.recoveryCodes).toHaveLength(10);
    const me = await ctx.app.inject({
      url: '/api/account/security',
      headers: { authorization: `Bearer ${done.result.token}` },
    });
    expect(me.json().result.totp).toBe(true);
    expect((await api().login(admin)).json().result).toMatchObject({ needSecondFactor: true, methods: ['totp'] });
  });

  it('a passkey enrols too, and its ceremony is bound to the ticket', async () => {
    await api().requireForAdmins(clock.ms);
    const admin = await createUser(ctx, { username: 'keyadmin', password: 'Right1234', role: 1 });
    const ticket = await api().enrolTicket(admin);
    const key = softAuthenticator(ORIGIN);
    const options = (await api().post('/api/user/login/enrol/passkeyOptions', { ticket })).json().result;
    const credential = key.register(options);
    const otherTicket = await api().enrolTicket(admin);
    const crossed = await api().post('/api/user/login/enrol/passkey', {
      ticket: otherTicket,
      name: '手机',
      credential,
    });
    expect(crossed.json().code).toBe(1);
    const done = await api().post('/api/user/login/enrol/passkey', { ticket, name: '手机', credential });
    expect(done.json()).toMatchObject({ code: 0, result: { id: admin.id, token: expect.any(String) } });
    expect((await api().login(admin)).json().result).toMatchObject({ needSecondFactor: true, methods: ['passkey'] });
  });

  describe('the enrolment ticket does nothing else', () => {
    it('not the second step, and a second-step ticket does not enrol', async () => {
      await api().requireForAdmins(clock.ms);
      const admin = await createUser(ctx, { username: 'onlyenrol', password: 'Right1234', role: 1 });
      const ticket = await api().enrolTicket(admin);
      expect((await api().secondFactor(ticket, '123456')).json()).toMatchObject({ code: 1, message: TICKET_EXPIRED });
      const passkeyStep = await api().post('/api/user/login/passkeyOptions', { ticket });
      expect(passkeyStep.json()).toMatchObject({ code: 1, message: TICKET_EXPIRED });
      const user = await createUser(ctx, { username: 'hassecond', password: 'Right1234' });
      await api().enrol(user, clock.ms);
      const secondTicket = await api().ticketFor(user);
      expect((await api().begin(secondTicket)).json()).toMatchObject({ code: 1, message: TICKET_EXPIRED });
    });

    it("not another user's enrolment", async () => {
      await api().requireForAdmins(clock.ms);
      const alice = await createUser(ctx, { username: 'aliceadm', password: 'Right1234', role: 1 });
      const mallory = await createUser(ctx, { username: 'malladm', password: 'Right1234', role: 1 });
      const aliceTicket = await api().enrolTicket(alice);
      const { secret } = (await api().begin(aliceTicket)).json().result as { secret: string };
      const malloryTicket = await api().enrolTicket(mallory);
      const crossed = await api().confirm(malloryTicket, codeAt(secret, clock.ms));
      expect(crossed.json()).toMatchObject({ code: 1, message: BAD_CODE });
      expect(crossed.json().result).toBeUndefined();
    });

    it('not twice, and not once a factor exists', async () => {
      await api().requireForAdmins(clock.ms);
      const admin = await createUser(ctx, { username: 'twiceadm', password: 'Right1234', role: 1 });
      const ticket = await api().enrolTicket(admin);
      const spare = await api().enrolTicket(admin);
      const { secret } = (await api().begin(ticket)).json().result as { secret: string };
      expect((await api().confirm(ticket, codeAt(secret, clock.ms))).json().code).toBe(0);
      clock.advance(30_000);
      const again = await api().confirm(ticket, codeAt(secret, clock.ms));
      expect(again.json()).toMatchObject({ code: 1, message: TICKET_EXPIRED });
      // A second ticket from the same password cannot replace the factor just set up.
      expect((await api().begin(spare)).json()).toMatchObject({ code: 1, message: ALREADY_ENROLLED });
    });

    it('not after five minutes', async () => {
      await api().requireForAdmins(clock.ms);
      const admin = await createUser(ctx, { username: 'lateadm', password: 'Right1234', role: 1 });
      const ticket = await api().enrolTicket(admin);
      const { secret } = (await api().begin(ticket)).json().result as { secret: string };
      clock.advance((TICKET_SECONDS + 1) * 1000);
      expect((await api().confirm(ticket, codeAt(secret, clock.ms))).json()).toMatchObject({
        code: 1,
        message: TICKET_EXPIRED,
      });
    });
  });
});
