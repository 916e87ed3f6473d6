import { tooManyRequests } from '../../lib/errors';
import type { LoginGuard } from './login-throttle';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one secret check (a password, a code) under the login throttle (docs/behaviour.md §4.5,
 * docs/security.md "Second factor"): a refused client gets the 429 before anything is checked, a
 * failure counts for the account and the client, a success refunds its attempt. So wrong codes
 * after a right password are throttled exactly like wrong passwords.
 */
export async function throttledCheck<T>(
  throttle: LoginGuard,
  username: string,
  client: string,
  check: () => Promise<T | null>,
): Promise<T | null> {
  const gate = await throttle.begin(username, client);
  if (gate.refused) throw tooManyRequests(`登录失败次数过多，请 ${Math.ceil(gate.retryAfterSeconds / 60)} 分钟后再试`);
  if (gate.delayMs > 0) await sleep(gate.delayMs);
  const result = await check();
  if (result === null) await throttle.failed(username);
  else await throttle.succeeded(username, client);
  return result;
}
