import type Redis from 'ioredis';
import { isOnlineUser, type OnlineUser } from '@protocol/chatProtocol';
import { LocalPresence } from './presence';

const INDEX = 'inkstone:presence';
const keyOf = (origin: string) => `${INDEX}:${origin}`;

/**
 * The online list over every process (docs/architecture.md "Scale-out"): each process writes its
 * own users under a key that expires after `ttlMs` and renews it by heartbeat; the list is the
 * union of the keys still alive, so a killed process's users drop out within `ttlMs`. While Redis
 * is away the list is this process's own users.
 */
export class RedisPresence {
  readonly local = new LocalPresence();

  constructor(
    private readonly redis: Redis,
    private readonly origin: string,
    private readonly ttlMs: number,
  ) {}

  /** Writes this process's users (on every join and leave, and by heartbeat). */
  async publish(): Promise<void> {
    const users = JSON.stringify(this.local.list());
    await this.redis.multi().set(keyOf(this.origin), users, 'PX', this.ttlMs).sadd(INDEX, this.origin).exec();
  }

  async union(): Promise<OnlineUser[]> {
    try {
      const origins = await this.redis.smembers(INDEX);
      if (origins.length === 0) return this.local.list();
      const values = await this.redis.mget(origins.map(keyOf));
      const gone = origins.filter((_, i) => values[i] === null);
      if (gone.length > 0) await this.redis.srem(INDEX, ...gone);
      const byId = new Map<number, OnlineUser>();
      for (const user of this.local.list()) byId.set(user.user_id, user);
      for (const value of values) {
        for (const user of parseUsers(value)) if (!byId.has(user.user_id)) byId.set(user.user_id, user);
      }
      return [...byId.values()].sort((a, b) => a.user_id - b.user_id);
    } catch {
      return this.local.list();
    }
  }

  async remove(): Promise<void> {
    await this.redis.multi().del(keyOf(this.origin)).srem(INDEX, this.origin).exec();
  }
}

function parseUsers(value: string | null): OnlineUser[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter(isOnlineUser) : [];
  } catch {
    return [];
  }
}
