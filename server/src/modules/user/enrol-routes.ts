import type { FastifyInstance, FastifyRequest } from 'fastify';
import { enrolmentContracts } from '@protocol/api/enrolment';
import { PASSKEY_NAME_MAX } from '@protocol/accountRules';
import { ACCOUNT_DISABLED, signedInUser } from '../../lib/auth-user';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { badRequest, businessError } from '../../lib/errors';
import { ALREADY_ENROLLED, FACTOR_FIRST, setAdminSecondFactor } from './admin-policy';
import { freshChecks } from './fresh-check';
import { LOGIN_PER_IP_PER_MINUTE } from './login-routes';
import type { LoginGuard } from './login-throttle';
import { PASSKEY_NAME_REQUIRED, PASSKEY_NAME_TOO_LONG } from './passkey-routes';
import { registerPasskey, registrationOptions, relyingParty } from './passkeys';
import { BAD_CODE, hashTicket, secondFactorsOf, spendTicket, ticketHolder, TICKET_EXPIRED } from './second-factor';
import { signIn } from './sign-in';
import { throttledCheck } from './throttled-check';
import { beginTotp, confirmTotp, newRecoveryCodes, TOTP_PURPOSE } from './totp';

/**
 * Second factor required for administrators (docs/behaviour.md §4.7, docs/security.md "Second
 * factor"): the setting, and the enrolment at sign-in. The enrolment ticket names its user, works
 * only here, only while that user has no factor, and is spent by the enrolment that yields the token.
 */
export async function enrolRoutes(app: FastifyInstance, throttle: LoginGuard) {
  const box = app.secretBox(TOTP_PURPOSE);
  const { requireFresh } = freshChecks(app, throttle);
  const rateLimit = { max: LOGIN_PER_IP_PER_MINUTE, timeWindow: '1 minute' };

  contractRoute(app, enrolmentContracts.adminPolicy, async (request) => {
    const { id } = signedInUser(request);
    const on = request.body.adminSecondFactor;
    if (on && (await secondFactorsOf(app.db, id)).length === 0) throw businessError(FACTOR_FIRST);
    await requireFresh(request, request.body);
    await setAdminSecondFactor(app.db, on);
    return ok(null, on ? '已要求管理员使用二次验证' : '已不再要求管理员使用二次验证');
  });

  /** The holder of a live enrolment ticket who still has no factor. */
  async function enrollee(ticket: string) {
    const userId = await ticketHolder(app.db, ticket, 'enrol');
    if (userId === null) throw businessError(TICKET_EXPIRED);
    if ((await secondFactorsOf(app.db, userId)).length > 0) throw businessError(ALREADY_ENROLLED);
    return app.db
      .selectFrom('users')
      .select(['id', 'username', 'role', 'token_version', 'disabled'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  /** Spends the ticket and signs in: only the first finished enrolment gets the token. */
  async function finish(request: FastifyRequest, ticket: string, user: Awaited<ReturnType<typeof enrollee>>) {
    if (!(await spendTicket(app.db, ticket))) throw businessError(TICKET_EXPIRED);
    if (user.disabled) throw businessError(ACCOUNT_DISABLED);
    const token = await signIn(app, user, request);
    return { token, id: user.id, username: user.username, role: user.role };
  }

  contractRoute(
    app,
    enrolmentContracts.enrolTotpBegin,
    async (request) => {
      const user = await enrollee(request.body.ticket);
      return ok(await beginTotp(app.db, box, user.id, user.username));
    },
    { config: { rateLimit } },
  );

  contractRoute(
    app,
    enrolmentContracts.enrolTotpConfirm,
    async (request) => {
      const { ticket, code } = request.body;
      const user = await enrollee(ticket);
      const confirmed = await throttledCheck(throttle, user.username, request.ip, async () =>
        (await confirmTotp(app.db, box, user.id, code.trim())) ? true : null,
      );
      if (!confirmed) throw businessError(BAD_CODE);
      const signedIn = await finish(request, ticket, user);
      return ok({ ...signedIn, recoveryCodes: await newRecoveryCodes(app.db, user.id) }, '两步验证已启用');
    },
    { config: { rateLimit } },
  );

  contractRoute(
    app,
    enrolmentContracts.enrolPasskeyOptions,
    async (request) => {
      const user = await enrollee(request.body.ticket);
      return ok(await registrationOptions(app.db, relyingParty(request), user, hashTicket(request.body.ticket)));
    },
    { config: { rateLimit } },
  );

  contractRoute(
    app,
    enrolmentContracts.enrolPasskey,
    async (request) => {
      const { ticket, credential } = request.body;
      const name = request.body.name.trim();
      if (!name) throw badRequest(PASSKEY_NAME_REQUIRED);
      if ([...name].length > PASSKEY_NAME_MAX) throw badRequest(PASSKEY_NAME_TOO_LONG);
      const user = await enrollee(ticket);
      const owner = { userId: user.id, sessionId: hashTicket(ticket), name };
      await registerPasskey(app.db, relyingParty(request), owner, credential);
      return ok(await finish(request, ticket, user), '通行密钥已添加');
    },
    { config: { rateLimit } },
  );
}
