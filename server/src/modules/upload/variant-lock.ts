import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { onPostgres, type DB } from '../../db/database';
import type { SharedRedis } from '../../lib/redis/connection';

/**
 * One image's variants are made by one process at a time, whichever process or machine was asked
 * (docs/architecture.md "Object storage"): with REDIS_URL a Redis key, else on PostgreSQL an
 * advisory lock, else (one SQLite process) the in-process queue alone, which already makes each
 * name once.
 */
export interface VariantLock {
  /** Runs `work` holding the lock of `name`; answers null without running it when another holds it. */
  run<T>(name: string, work: () => Promise<T>): Promise<T | null>;
}

/** Longer than making one large photo's variants; a holder that died frees the name after it. */
export const VARIANT_LOCK_MS = 10 * 60_000;

/** The advisory lock class of variant making (the bootstrap lock uses the one-number form). */
const VARIANT_LOCK_CLASS = 73_180_525;

/** Deletes the key only while it still holds our token: a lock that expired and was taken is not ours. */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export const inProcessVariantLock: VariantLock = { run: (_name, work) => work() };

export function redisVariantLock(redis: SharedRedis): VariantLock {
  return {
    async run(name, work) {
      const key = `inkstone:variants:${name}`;
      const token = randomUUID();
      // Redis away (docs/deploy.md "Redis down"): this process makes them, at worst twice, rather than never.
      if (!redis.ready()) return work();
      const taken = await redis.commands.set(key, token, 'PX', VARIANT_LOCK_MS, 'NX').catch(() => 'OK');
      if (taken !== 'OK') return null;
      try {
        return await work();
      } finally {
        await redis.commands.eval(RELEASE, 1, key, token).catch(() => 0);
      }
    },
  };
}

/** A session lock, so the connection that took it is held (one per process: the queue makes one image at a time). */
export function postgresVariantLock(db: DB): VariantLock {
  return {
    run: (name, work) =>
      db.connection().execute(async (connection) => {
        const { rows } = await sql<{
          locked: boolean;
        }>`select pg_try_advisory_lock(${VARIANT_LOCK_CLASS}::int, hashtext(${name})) as locked`.execute(connection);
        if (!rows[0]?.locked) return null;
        try {
          return await work();
        } finally {
          await sql`select pg_advisory_unlock(${VARIANT_LOCK_CLASS}::int, hashtext(${name}))`.execute(connection);
        }
      }),
  };
}

/** The lock the app's deployment shares between processes (docs/deploy.md). */
export function variantLockFor(redis: SharedRedis | null, db: DB): VariantLock {
  if (redis) return redisVariantLock(redis);
  return onPostgres(db) ? postgresVariantLock(db) : inProcessVariantLock;
}
