import type Redis from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessageDto, OnlineUser } from '@protocol/chatProtocol';
import type { SharedRedis } from '../../lib/redis/connection';
import type { ChatBus, ChatBusEvent } from './bus';
import { DeliveryOrder } from './delivery-order';
import { RedisPresence } from './redis-presence';

export const CHAT_STREAM = 'inkstone:chat';
/** Entries kept in the stream: enough to bridge a reader's blip, trimmed approximately (cheap). */
const STREAM_MAXLEN = 10_000;
/** Events held while Redis is away, oldest dropped beyond it (messages are recovered from the database). */
export const OUTBOX_MAX = 1000;
const READ_BLOCK_MS = 2000;

export interface RedisChatBusOptions {
  redis: SharedRedis;
  log: FastifyBaseLogger;
  /** Messages after an id, oldest first: what the catch-up reads from the database after an outage. */
  messagesAfter: (id: number) => Promise<ChatMessageDto[]>;
  /** The newest message id at start: the catch-up's floor for a process that has delivered none yet. */
  newestMessageId: () => Promise<number>;
  presenceTtlMs: number;
}

interface Envelope {
  origin: string;
  event: ChatBusEvent;
}

/**
 * The chat bus over Redis (docs/architecture.md "Scale-out"). Every event is delivered to this
 * process's sockets at once (chat within a process works with Redis down) and appended to a Redis
 * Stream that every process reads from its last id, so a reader's blip loses nothing. What cannot be
 * appended waits in a bounded outbox, in order, until Redis is back; and since a restarted Redis
 * has lost the stream, a reader that reconnects reads the messages written since its newest one
 * from the database. DeliveryOrder drops duplicates and anything a revert or clear already removed.
 */
export class RedisChatBus implements ChatBus {
  private readonly listeners = new Set<(event: ChatBusEvent) => void>();
  private readonly order = new DeliveryOrder();
  private readonly presence: RedisPresence;
  private readonly reader: Redis;
  private readonly outbox: string[] = [];
  private flushing = false;
  private lastId: string | null = null;
  private catchUp = false;
  private closed = false;
  private lastList = '';
  private readonly heartbeat: NodeJS.Timeout;
  private readonly loop: Promise<void>;

  constructor(private readonly options: RedisChatBusOptions) {
    const { redis } = options;
    this.presence = new RedisPresence(redis.commands, redis.origin, options.presenceTtlMs);
    this.reader = redis.connect('chat-reader', true);
    this.reader.on('close', () => {
      this.catchUp = this.lastId !== null;
    });
    redis.commands.on('ready', () => {
      void this.flush();
      void this.presence.publish().catch(() => undefined);
    });
    this.heartbeat = setInterval(() => void this.beat(), Math.max(200, Math.floor(options.presenceTtlMs / 3)));
    this.heartbeat.unref();
    this.loop = this.read();
  }

  async publish(event: ChatBusEvent): Promise<void> {
    this.deliver(event);
    this.outbox.push(JSON.stringify({ origin: this.options.redis.origin, event } satisfies Envelope));
    if (this.outbox.length > OUTBOX_MAX) {
      this.outbox.shift();
      this.options.log.warn({ limit: OUTBOX_MAX }, 'Redis 不可用期间待发的聊天事件超出上限，最早的一条已丢弃');
    }
    // Not awaited: the sender's socket never waits on Redis (its own sockets already have the event).
    void this.flush();
  }

  subscribe(listener: (event: ChatBusEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async join(user: OnlineUser, connectionId: string): Promise<void> {
    this.presence.local.join(user, connectionId);
    await this.presence.publish().catch(() => undefined);
  }

  async leave(userId: number, connectionId: string): Promise<void> {
    this.presence.local.leave(userId, connectionId);
    await this.presence.publish().catch(() => undefined);
  }

  async onlineUsers(): Promise<OnlineUser[]> {
    const list = await this.presence.union();
    this.lastList = JSON.stringify(list);
    return list;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    await this.flush();
    await this.presence.remove().catch(() => undefined);
    this.reader.disconnect();
    await this.loop;
    this.listeners.clear();
  }

  private deliver(event: ChatBusEvent): void {
    if (!this.order.admit(event)) return;
    for (const listener of this.listeners) listener(event);
  }

  /** Appends the outbox in order; stops at the first failure (the 'ready' event retries). */
  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.outbox.length > 0 && this.options.redis.ready()) {
        await this.options.redis.commands.xadd(CHAT_STREAM, 'MAXLEN', '~', STREAM_MAXLEN, '*', 'e', this.outbox[0]);
        this.outbox.shift();
      }
    } catch {
      // Redis went away mid-flush: the event stays first in the outbox.
    } finally {
      this.flushing = false;
    }
  }

  /** Heartbeat: renews this process's presence and tells local sockets when the union changed (a process died). */
  private async beat(): Promise<void> {
    await this.presence.publish().catch(() => undefined);
    const before = this.lastList;
    const list = await this.onlineUsers();
    if (before !== '' && this.lastList !== before) this.deliver({ kind: 'frame', frame: { type: 'onlineList', list } });
  }

  private async read(): Promise<void> {
    while (!this.closed) {
      try {
        if (this.lastId === null) {
          this.order.newestId = Math.max(this.order.newestId, await this.options.newestMessageId());
          this.lastId = await this.newestStreamId();
        }
        if (this.catchUp) await this.readDatabase();
        const reply = await this.reader.xread(
          'COUNT',
          200,
          'BLOCK',
          READ_BLOCK_MS,
          'STREAMS',
          CHAT_STREAM,
          this.lastId,
        );
        for (const [, entries] of reply ?? []) {
          for (const [id, fields] of entries) {
            this.lastId = id;
            this.receive(fields[1]);
          }
        }
      } catch {
        if (!this.closed) await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  /** The id to read after on first connection: the stream's newest entry, or the start of an empty stream. */
  private async newestStreamId(): Promise<string> {
    const newest = await this.reader.xrevrange(CHAT_STREAM, '+', '-', 'COUNT', 1);
    return newest[0]?.[0] ?? '0-0';
  }

  /** After an outage: messages written since this process's newest one, which the stream may have lost. */
  private async readDatabase(): Promise<void> {
    const messages = await this.options.messagesAfter(this.order.newestId);
    for (const message of messages) this.deliver({ kind: 'frame', frame: { type: 'message', ...message } });
    this.catchUp = false;
  }

  private receive(raw: string | undefined): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw ?? '') as Envelope;
    } catch {
      return;
    }
    if (envelope.origin === this.options.redis.origin) return;
    this.deliver(envelope.event);
  }
}
