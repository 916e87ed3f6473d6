import type { FastifyInstance } from 'fastify';
import { accountContracts } from '@protocol/api/account';
import { userContracts } from '@protocol/api/user';
import { ACCOUNT_DISABLED } from '../../lib/auth-user';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { businessError } from '../../lib/errors';
import { ENROLMENT_NEEDED, mustEnrol } from './admin-policy';
import type { LoginGuard } from './login-throttle';
import {
  acceptCode,
  BAD_CODE,
  issueTicket,
  SECOND_FACTOR_NEEDED,
  secondFactorsOf,
  spendTicket,
  ticketHolder,
  TICKET_EXPIRED,
} from './second-factor';
import { BAD_CREDENTIALS, checkCredentials } from './service';
import { TOTP_PURPOSE } from './totp';
import { signIn } from './sign-in';
import { throttledCheck } from './throttled-check';

/** Per client address: login attempts a minute. */
export const LOGIN_PER_IP_PER_MINUTE = 30;

/**
 * Signing in (docs/behaviour.md §4.5): the password, then — for an account with a second factor —
 * the ticket and a code (docs/security.md "Second factor"). Both steps share the login throttle.
 */
export async function loginRoutes(app: FastifyInstance, throttle: LoginGuard) {
  const box = app.secretBox(TOTP_PURPOSE);

  // docs/behaviour.md §4.5: login throttled per username and client (login-throttle.ts) and per client (route rate limit).
  contractRoute(
    app,
    userContracts.login,
    async (request) => {
      const { username, password } = request.body;
      if (!username || !password) throw businessError(BAD_CREDENTIALS);
      const user = await throttledCheck(throttle, username, request.ip, () =>
        checkCredentials(app.db, username, password),
      );
      if (!user) throw businessError(BAD_CREDENTIALS);
      // Told only after the password matched, so the message reveals nothing to a guesser.
      if (user.disabled) throw businessError(ACCOUNT_DISABLED);
      const methods = await secondFactorsOf(app.db, user.id);
      if (methods.length > 0) {
        const ticket = await issueTicket(app.db, user.id);
        return ok({ needSecondFactor: true as const, ticket, methods }, SECOND_FACTOR_NEEDED);
      }
      // docs/security.md "Second factor": an administrator without a factor, while one is required,
      // gets a ticket that can only enrol one (enrol-routes.ts).
      if (await mustEnrol(app.db, user)) {
        const ticket = await issueTicket(app.db, user.id, 'enrol');
        return ok({ needEnrolment: true as const, ticket }, ENROLMENT_NEEDED);
      }
      const token = await signIn(app, user, request);
      return ok({ token, id: user.id, username: user.username, role: user.role }, '登录成功');
    },
    { config: { rateLimit: { max: LOGIN_PER_IP_PER_MINUTE, timeWindow: '1 minute' } } },
  );

  // docs/security.md "Second factor": the ticket names the user; wrong codes count like wrong passwords.
  contractRoute(
    app,
    accountContracts.secondFactor,
    async (request) => {
      const { ticket, code } = request.body;
      const userId = await ticketHolder(app.db, ticket);
      if (userId === null) throw businessError(TICKET_EXPIRED);
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'username', 'role', 'token_version', 'disabled'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const kind = await throttledCheck(throttle, user.username, request.ip, () =>
        acceptCode(app.db, box, user.id, code),
      );
      if (!kind) throw businessError(BAD_CODE);
      if (!(await spendTicket(app.db, ticket))) throw businessError(TICKET_EXPIRED);
      if (user.disabled) throw businessError(ACCOUNT_DISABLED);
      const token = await signIn(app, user, request);
      const signedIn = { token, id: user.id, username: user.username, role: user.role };
      // docs/security.md "Second factor": a recovery code signs in once and asks to set up the app again.
      return ok(kind === 'recovery' ? { ...signedIn, reEnrol: true } : signedIn, '登录成功');
    },
    { config: { rateLimit: { max: LOGIN_PER_IP_PER_MINUTE, timeWindow: '1 minute' } } },
  );
}
