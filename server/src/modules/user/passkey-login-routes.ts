import type { FastifyInstance } from 'fastify';
import { accountContracts } from '@protocol/api/account';
import { ACCOUNT_DISABLED } from '../../lib/auth-user';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { businessError } from '../../lib/errors';
import { LOGIN_PER_IP_PER_MINUTE } from './login-routes';
import type { LoginGuard } from './login-throttle';
import { authenticationOptions, relyingParty, verifyAssertion } from './passkeys';
import { hashTicket, spendTicket, ticketHolder, TICKET_EXPIRED } from './second-factor';
import { signIn } from './sign-in';
import { throttledCheck } from './throttled-check';

/**
 * Signing in with a passkey (docs/behaviour.md §4.1, docs/security.md "Passkeys"): alone, with any
 * discoverable passkey of this site; or after the password, with the login ticket, where only the
 * ticket holder's passkeys count and the challenge is bound to that ticket.
 */
export async function passkeyLoginRoutes(app: FastifyInstance, throttle: LoginGuard) {
  const rateLimit = { max: LOGIN_PER_IP_PER_MINUTE, timeWindow: '1 minute' };

  /** The ceremony a request belongs to: the ticket's, or a passkey-only sign-in. */
  async function ceremonyOf(ticket: string | undefined) {
    if (ticket === undefined) return { purpose: 'login' as const, boundTo: '', userId: null };
    const userId = await ticketHolder(app.db, ticket);
    if (userId === null) throw businessError(TICKET_EXPIRED);
    return { purpose: 'second' as const, boundTo: hashTicket(ticket), userId };
  }

  contractRoute(
    app,
    accountContracts.passkeyLoginOptions,
    async (request) => {
      const ceremony = await ceremonyOf(request.body.ticket);
      return ok(await authenticationOptions(app.db, relyingParty(request), ceremony));
    },
    { config: { rateLimit } },
  );

  contractRoute(
    app,
    accountContracts.passkeyLogin,
    async (request) => {
      const { ticket, credential } = request.body;
      const ceremony = await ceremonyOf(ticket);
      const verified = await verifyAssertion(app.db, relyingParty(request), ceremony, credential);
      if (typeof verified !== 'number') {
        // After the password a refused passkey counts like a wrong code (login throttle).
        if (ceremony.userId !== null) await refuseUnderThrottle(ceremony.userId, request.ip);
        throw verified;
      }
      if (ticket !== undefined && !(await spendTicket(app.db, ticket))) throw businessError(TICKET_EXPIRED);
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'username', 'role', 'token_version', 'disabled'])
        .where('id', '=', verified)
        .executeTakeFirstOrThrow();
      if (user.disabled) throw businessError(ACCOUNT_DISABLED);
      const token = await signIn(app, user, request);
      return ok({ token, id: user.id, username: user.username, role: user.role }, '登录成功');
    },
    { config: { rateLimit } },
  );

  async function refuseUnderThrottle(userId: number, client: string) {
    const row = await app.db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
    if (row) await throttledCheck(throttle, row.username, client, async () => null);
  }
}
