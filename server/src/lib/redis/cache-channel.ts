import type { SharedRedis } from './connection';

export const CACHE_CHANNEL = 'inkstone:cache';

/** How a process's response cache hears about writes made by the others (docs/caching.md "Several processes"). */
export interface CacheBroadcast {
  /** Tells every other process to drop these tags (best effort: a dead Redis is caught up by `resync`). */
  publish(tags: readonly string[]): Promise<void>;
  /**
   * `remote` gets the tags another process invalidated; `resync` runs each time the subscription is
   * (re)established, since writes made meanwhile were never heard: the caller drops everything.
   */
  listen(remote: (tags: string[]) => void, resync: () => void): void;
}

export function redisCacheBroadcast(redis: SharedRedis): CacheBroadcast {
  return {
    async publish(tags) {
      if (!redis.ready()) return;
      await redis.commands.publish(CACHE_CHANNEL, JSON.stringify({ origin: redis.origin, tags })).catch(() => 0);
    },
    listen(remote, resync) {
      const subscribe = () => {
        redis.subscriber
          .subscribe(CACHE_CHANNEL)
          .then(resync)
          .catch(() => undefined);
      };
      redis.subscriber.on('ready', subscribe);
      if (redis.subscriber.status === 'ready') subscribe();
      redis.subscriber.on('message', (channel: string, text: string) => {
        if (channel !== CACHE_CHANNEL) return;
        try {
          const { origin, tags } = JSON.parse(text) as { origin: string; tags: unknown };
          if (origin !== redis.origin && Array.isArray(tags)) remote(tags.filter((t) => typeof t === 'string'));
        } catch {
          // Not ours: ignored.
        }
      });
    },
  };
}
