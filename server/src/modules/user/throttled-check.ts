import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../lib/errors';
import { LoginThrottle, type LoginGuard } from './login-throttle';
import { RedisLoginThrottle } from './login-throttle-redis';

/** The login throttle of this process: on Redis across every process when there is one, else in memory. */
export function loginGuardFor(app: FastifyInstance): LoginGuard {
  return app.redis
    ? new RedisLoginThrottle(app.redis.commands, () => app.redis?.ready() === true)
    : new LoginThrottle();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one secret check (a password, a code) under the login throttle (docs/behaviour.md §4.5,
 * docs/security.md "Second factor"): a refused client gets the 429 before anything is checked, a
 * failure counts for the account and the client, a success refunds its attempt. So wrong codes
 * after a right password are throttled exactly like wrong passwords. `refusal` words the 429 (the
 * login's by default; an article's access password has its own, docs/behaviour.md §11.4).
 */
export async function throttledCheck<T>(
  throttle: LoginGuard,
  username: string,
  client: string,
  check: () => Promise<T | null>,
  refusal = (minutes: number) => `登录失败次数过多，请 ${minutes} 分钟后再试`,
): Promise<T | null> {
  const gate = await throttle.begin(username, client);
  if (gate.refused) throw tooManyRequests(refusal(Math.ceil(gate.retryAfterSeconds / 60)));
  if (gate.delayMs > 0) await sleep(gate.delayMs);
  const result = await check();
  if (result === null) await throttle.failed(username);
  else await throttle.succeeded(username, client);
  return result;
}
