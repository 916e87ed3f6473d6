import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type Redis from 'ioredis';
import { AttemptLimiter } from './attempt-limiter';

/**
 * At most `max` asks per key in a sliding window, counted on Redis when the blog runs several
 * processes (docs/deploy.md), else in this process: a limit meant per account must not multiply
 * by the number of processes behind nginx (docs/security.md "Password reset").
 */
export interface AskLimit {
  /** Counts the ask and answers null, or answers the seconds until one is allowed (not counted). */
  take(key: string): Promise<number | null>;
}

export function memoryAskLimit(windowMs: number, max: number, clock: () => number = Date.now): AskLimit {
  const asks = new AttemptLimiter(windowMs, clock);
  return {
    async take(key) {
      if (asks.count(key) >= max) return asks.retryAfterSeconds(key);
      asks.record(key);
      return null;
    },
  };
}

/** One step on the server, so asks spread over several processes cannot slip past the limit. */
const TAKE = `
local now, window, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= max then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return -1
`;

/** The same limit on Redis; while Redis is away this process counts on its own rather than refusing. */
export function redisAskLimit(
  redis: Redis,
  ready: () => boolean,
  name: string,
  windowMs: number,
  max: number,
): AskLimit {
  const fallback = memoryAskLimit(windowMs, max);
  return {
    async take(key) {
      if (!ready()) return fallback.take(key);
      try {
        const args = [Date.now(), windowMs, max, randomUUID()];
        const waitMs = (await redis.eval(TAKE, 1, `inkstone:asks:${name}:${key}`, ...args)) as number;
        return waitMs < 0 ? null : Math.max(1, Math.ceil(waitMs / 1000));
      } catch {
        return fallback.take(key);
      }
    },
  };
}

/** This blog's limit named `name`: on Redis across every process when there is one, else in memory. */
export function askLimitFor(app: FastifyInstance, name: string, windowMs: number, max: number): AskLimit {
  return app.redis
    ? redisAskLimit(app.redis.commands, () => app.redis?.ready() === true, name, windowMs, max)
    : memoryAskLimit(windowMs, max);
}
