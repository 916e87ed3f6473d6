import { randomUUID } from 'node:crypto';
import Redis, { type RedisOptions } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The Redis side of one process (docs/deploy.md "Redis"): a command connection, a subscriber
 * connection and, on demand, blocking readers. Every connection fails a command at once while
 * Redis is away (no offline queue: nothing piles up in memory) and reconnects every second at most,
 * so cross-process work resumes within a few seconds of Redis returning.
 */
export interface SharedRedis {
  /** Names this process in what it publishes, so it can skip its own events. */
  readonly origin: string;
  readonly commands: Redis;
  readonly subscriber: Redis;
  /** A further connection for a blocking read (XREAD BLOCK): it must not hold up the command connection. */
  connect(role: string, blocking?: boolean): Redis;
  /** True while the command connection is up. */
  ready(): boolean;
  close(): Promise<void>;
}

/** Reconnect delay: 100 ms, 200 ms, … capped at one second (cross-process delivery resumes within 5 s). */
export const retryDelay = (attempt: number): number => Math.min(attempt * 100, 1000);

/**
 * Blocking readers wait longer than any timeout; the others give up on a stalled Redis after 2 s.
 * A connection gets 10 s to open: processes starting together on a busy machine may not turn their
 * event loop for seconds (docs/performance.md "Cold start"), and a Redis that is down refuses at once.
 */
function options(role: string, blocking: boolean): RedisOptions {
  return {
    connectionName: `inkstone-${role}`,
    ...(blocking ? {} : { commandTimeout: 2000 }),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 10_000,
    retryStrategy: retryDelay,
    // Subscriptions are renewed by their owners on 'ready' (they also flush and catch up then).
    autoResubscribe: false,
    lazyConnect: false,
  };
}

/** Logs one warning per outage and one line when it ends: a dead Redis must not flood the log. */
function watch(client: Redis, role: string, log: FastifyBaseLogger): void {
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { redis: role, err: error.message },
      'Redis 不可用：跨进程聊天、共享限流与缓存广播暂停，本进程继续服务（Redis 恢复后自动重连）',
    );
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: role }, 'Redis 已恢复，跨进程功能继续');
  });
}

export function connectRedis(url: string, log: FastifyBaseLogger): SharedRedis {
  const clients: Redis[] = [];
  const connect = (role: string, blocking = false): Redis => {
    const client = new Redis(url, options(role, blocking));
    watch(client, role, log);
    clients.push(client);
    return client;
  };
  const commands = connect('commands');
  const subscriber = connect('subscriber');
  return {
    origin: randomUUID(),
    commands,
    subscriber,
    connect,
    ready: () => commands.status === 'ready',
    async close() {
      await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}
