import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import {
  LOGIN_CLIENT_MAX,
  LOGIN_PAIR_MAX,
  LOGIN_WINDOW_MS,
  LoginThrottle,
  delayForFailures,
  pairKey,
  type LoginGate,
  type LoginGuard,
} from './login-throttle';

const PREFIX = 'inkstone:login:';

/**
 * begin() in one step on the server, as the in-memory throttle does in one synchronous step: a
 * burst spread over several processes cannot slip past a limit. Each key is a sorted set of
 * attempt times; answers {refused, ms to wait or failures of the username}.
 */
const BEGIN = `
local now, window = tonumber(ARGV[1]), tonumber(ARGV[2])
for i = 1, 3 do redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window) end
local limits = { tonumber(ARGV[3]), tonumber(ARGV[4]) }
for i = 1, 2 do
  if redis.call('ZCARD', KEYS[i]) >= limits[i] then
    local oldest = redis.call('ZRANGE', KEYS[i], 0, 0, 'WITHSCORES')
    return { 1, tonumber(oldest[2]) + window - now }
  end
end
for i = 1, 2 do
  redis.call('ZADD', KEYS[i], now, ARGV[5])
  redis.call('PEXPIRE', KEYS[i], window)
end
return { 0, redis.call('ZCARD', KEYS[3]) }
`;

/**
 * The login throttle (login-throttle.ts, same rules and numbers) kept on Redis, so the limits hold
 * whichever process a request reaches (docs/security.md). While Redis is away it falls back to
 * this process's own in-memory throttle rather than refusing every login.
 */
export class RedisLoginThrottle implements LoginGuard {
  private readonly fallback = new LoginThrottle();

  constructor(
    private readonly redis: Redis,
    private readonly ready: () => boolean,
  ) {}

  async begin(username: string, client: string): Promise<LoginGate> {
    if (!this.ready()) return this.fallback.begin(username, client);
    try {
      const keys = [key('c', client), key('p', pairKey(username, client)), key('u', username.toLowerCase())];
      const args = [Date.now(), LOGIN_WINDOW_MS, LOGIN_CLIENT_MAX, LOGIN_PAIR_MAX, randomUUID()];
      const [refused, value] = (await this.redis.eval(BEGIN, 3, ...keys, ...args)) as [number, number];
      if (refused === 1) return { refused: true, retryAfterSeconds: Math.max(1, Math.ceil(value / 1000)) };
      return { refused: false, delayMs: delayForFailures(value) };
    } catch {
      return this.fallback.begin(username, client);
    }
  }

  async failed(username: string): Promise<void> {
    const name = key('u', username.toLowerCase());
    await this.redis
      .multi()
      .zadd(name, Date.now(), randomUUID())
      .pexpire(name, LOGIN_WINDOW_MS)
      .exec()
      .catch(() => this.fallback.failed(username));
  }

  async succeeded(username: string, client: string): Promise<void> {
    await this.redis
      .multi()
      .del(key('p', pairKey(username, client)))
      .zpopmax(key('c', client))
      .exec()
      .catch(() => this.fallback.succeeded(username, client));
  }

  async cleared(username: string): Promise<void> {
    this.fallback.cleared(username);
    try {
      const pattern = key('p', pairKey(username, '').replace(/[*?[\]\\]/g, '\\$&')) + '*';
      const pairs: string[] = [];
      for await (const batch of this.redis.scanStream({ match: pattern, count: 100 }))
        pairs.push(...(batch as string[]));
      await this.redis.del(key('u', username.toLowerCase()), ...pairs);
    } catch {
      // Redis away: its keys expire with the window anyway.
    }
  }
}

const key = (kind: string, value: string) => `${PREFIX}${kind}:${value}`;
