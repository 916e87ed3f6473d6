import { randomUUID } from 'node:crypto';
import type { RawData, WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors';
import { ADMIN_ROLE, type AuthUser } from '../../lib/auth-user';
import { CHAT_CLOSE_KICKED, isClientFrame, type ClientFrame, type ServerFrame } from '@protocol/chatProtocol';
import type { ChatBus, ChatBusEvent } from './bus';
import type { ChatService } from './service';
import { handleSend } from './send-message';
import { TokenBucket } from './rate-limit';
import { AddressCounter, INIT_TIMEOUT_MS, sendChecked } from './socket-guard';
import { uploadAddresses, type ObjectStorage } from '../../lib/storage';

export interface ChatHubOptions {
  bus: ChatBus;
  service: ChatService;
  verifyToken: (token: string | null | undefined) => Promise<AuthUser | null>;
  /** The upload store: a sent image must be one of its objects. */
  storage: ObjectStorage;
  /** The word lists' verdict on a text (docs/behaviour.md §13.1): masked, or a refusal thrown. */
  screenText: (text: string) => Promise<string>;
  log: FastifyBaseLogger;
  /** How often idle sockets are pinged; one missed pong and the socket is dropped. */
  pingIntervalMs: number;
}

export interface Connection {
  id: string;
  socket: WebSocket;
  address: string;
  user: AuthUser | null;
  /** The token given at init: re-verified before every frame of a logged-in socket. */
  token: string | null;
  /** True once init has been handled: broadcasts reach only these (the online list must include the user). */
  ready: boolean;
  alive: boolean;
  frames: TokenBucket;
  queue: Promise<void>;
}

/** Owns this process's sockets; everything that reaches more than one socket goes through the bus. */
export class ChatHub {
  private readonly connections = new Set<Connection>();
  /** Per-sender message limit, shared by all of a user's tabs (docs/behaviour.md §6.4). */
  private readonly senders = new Map<number, TokenBucket>();
  private readonly unsubscribe: () => void;
  private pinger: NodeJS.Timeout;
  private readonly addresses = new AddressCounter();
  private initTimeoutMs = INIT_TIMEOUT_MS;

  /** Frames name uploads by their public address in serving mode (b) (docs/deploy.md "Object storage"). */
  private readonly uploads;

  constructor(private readonly options: ChatHubOptions) {
    this.uploads = uploadAddresses(options.storage);
    this.unsubscribe = options.bus.subscribe((event) => this.deliver(event));
    this.pinger = this.startPinger(options.pingIntervalMs);
  }

  private startPinger(ms: number): NodeJS.Timeout {
    const timer = setInterval(() => this.pingAll(), ms);
    timer.unref();
    return timer;
  }

  /** Changes how often sockets are pinged (tests and operators tuning idle timeouts). */
  setPingInterval(ms: number): void {
    clearInterval(this.pinger);
    this.pinger = this.startPinger(ms);
  }

  /** How long a socket may stay silent before its init (tests shorten it). */
  setInitTimeout(ms: number): void {
    this.initTimeoutMs = ms;
  }

  /** Called synchronously by the /ws route so no early frame is missed. */
  attach(socket: WebSocket, address: string): void {
    if (!this.addresses.take(address)) {
      sendChecked(
        socket,
        JSON.stringify({ type: 'error', content: '连接数过多，请关闭其他页面后重试' } satisfies ServerFrame),
      );
      socket.close(1008, 'too many connections');
      return;
    }
    const conn: Connection = {
      id: randomUUID(),
      socket,
      address,
      user: null,
      token: null,
      ready: false,
      alive: true,
      frames: new TokenBucket(30, 15),
      queue: Promise.resolve(),
    };
    this.connections.add(conn);
    const initTimer = setTimeout(() => {
      if (!conn.ready) socket.close(1008, 'init timeout');
    }, this.initTimeoutMs);
    initTimer.unref();
    socket.on('pong', () => {
      conn.alive = true;
    });
    socket.on('message', (data: RawData, isBinary: boolean) => {
      conn.alive = true;
      // One frame at a time per socket: init must bind the token before the next frame is read.
      conn.queue = conn.queue
        .then(() => this.onFrame(conn, data, isBinary))
        .catch((error: unknown) => {
          this.options.log.error({ err: error }, 'chat frame failed');
          this.send(conn, { type: 'error', content: '服务端错误' });
        });
    });
    // Protocol errors from a client (docs/security.md, log flooding): debug, no stack; the
    // websocket plugin's error handler closes the socket.
    socket.on('error', (error) => this.options.log.debug({ reason: error.message }, 'chat socket error'));
    socket.on('close', () => {
      clearTimeout(initTimer);
      this.addresses.release(address);
      void this.detach(conn);
    });
  }

  send(conn: Connection, frame: ServerFrame): void {
    sendChecked(conn.socket, this.uploads.toPublic(JSON.stringify(frame)));
  }

  private async onFrame(conn: Connection, data: RawData, isBinary: boolean): Promise<void> {
    if (!conn.frames.take()) return this.send(conn, { type: 'error', content: '操作过于频繁，请稍后再试' });
    if (isBinary) return this.send(conn, { type: 'error', content: '只接受 JSON 文本消息' });
    let value: unknown;
    try {
      value = this.uploads.toStored(JSON.parse(data.toString()) as unknown);
    } catch {
      return this.send(conn, { type: 'error', content: '消息格式错误' });
    }
    if (!isClientFrame(value)) return this.send(conn, { type: 'error', content: '不支持的消息类型或格式错误' });
    try {
      await this.dispatch(conn, value);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      this.send(conn, { type: 'error', content: error.message });
    }
  }

  private async dispatch(conn: Connection, frame: ClientFrame): Promise<void> {
    if (frame.type === 'init') return this.init(conn, frame.token);
    if (conn.user) await this.recheckToken(conn);
    if (!conn.user) return this.send(conn, { type: 'error', content: '请先登录' });
    const user = conn.user;
    switch (frame.type) {
      case 'message': {
        const bucket = this.senders.get(user.id) ?? new TokenBucket(10, 2);
        this.senders.set(user.id, bucket);
        if (!bucket.take()) return this.send(conn, { type: 'error', content: '发送过于频繁，请稍后再试' });
        const message = await handleSend(
          this.options.service,
          user,
          frame,
          this.options.storage,
          this.options.screenText,
        );
        return this.options.bus.publish({ kind: 'frame', frame: { type: 'message', ...message } });
      }
      case 'revert':
        await this.options.service.revert(user, frame.message_id);
        return this.announceRevert(frame.message_id);
      case 'offline': {
        if (user.role !== ADMIN_ROLE) return this.send(conn, { type: 'error', content: '权限不足' });
        if (frame.user_id === user.id) return this.send(conn, { type: 'error', content: '不能强制下线自己' });
        const online = await this.options.bus.onlineUsers();
        if (!online.some((u) => u.user_id === frame.user_id))
          return this.send(conn, { type: 'error', content: '该用户不在线' });
        return this.options.bus.publish({ kind: 'kick', user_id: frame.user_id });
      }
    }
  }

  /** Binds the socket to the token's user (never to the user_id sent); no or a bad token = read-only visitor. */
  private async init(conn: Connection, token: string | null | undefined): Promise<void> {
    const user = token ? await this.options.verifyToken(token) : null;
    const before = JSON.stringify(await this.options.bus.onlineUsers());
    if (conn.user && conn.user.id !== user?.id) await this.options.bus.leave(conn.user.id, conn.id);
    conn.user = user;
    conn.token = user ? (token ?? null) : null;
    conn.ready = true;
    if (token && !user) this.send(conn, { type: 'error', content: '登录已失效，当前以游客身份浏览' });
    const profile = user ? await this.options.service.profile(user.id) : null;
    if (profile) await this.options.bus.join(profile, conn.id);
    this.send(conn, {
      type: 'tips',
      content: profile ? `欢迎 ${profile.nick_name} 进入聊天室` : '欢迎进入聊天室，登录后即可发言',
    });
    // Everyone hears about a change of the list; an init that changes nothing (a visitor, a repeated
    // init) answers this socket only, so a flood of init frames cannot be fanned out to every socket.
    const list = await this.options.bus.onlineUsers();
    if (JSON.stringify(list) !== before)
      await this.options.bus.publish({ kind: 'frame', frame: { type: 'onlineList', list } });
    else this.send(conn, { type: 'onlineList', list });
  }

  private async detach(conn: Connection): Promise<void> {
    this.connections.delete(conn);
    await this.dropUser(conn);
  }

  /**
   * A logged-in socket's token is checked again before each frame (expiry, token_version): when it
   * no longer holds, the socket is told so and continues read-only, as a visitor.
   */
  private async recheckToken(conn: Connection): Promise<void> {
    const user = await this.options.verifyToken(conn.token);
    if (user && user.id === conn.user?.id) {
      conn.user = user;
      return;
    }
    await this.dropUser(conn);
    this.send(conn, { type: 'error', content: '登录已失效，当前以游客身份浏览' });
  }

  /** Makes the socket anonymous; the online list is broadcast only when that changed it. */
  private async dropUser(conn: Connection): Promise<void> {
    const user = conn.user;
    conn.user = null;
    conn.token = null;
    if (!user) return;
    const before = JSON.stringify(await this.options.bus.onlineUsers());
    await this.options.bus.leave(user.id, conn.id);
    const list = await this.options.bus.onlineUsers();
    if (JSON.stringify(list) !== before)
      await this.options.bus.publish({ kind: 'frame', frame: { type: 'onlineList', list } });
  }

  /**
   * Password changed or account disabled: every process closes that user's sockets signed before
   * `tokenVersion`, telling them `reason` (the password message by default).
   */
  async revokeUserSessions(userId: number, tokenVersion: number, reason?: string): Promise<void> {
    await this.options.bus.publish({
      kind: 'userSessionsRevoked',
      user_id: userId,
      token_version: tokenVersion,
      ...(reason ? { reason } : {}),
    });
  }

  /**
   * One session logged out (docs/security.md "Sessions"): its sockets close on every process; the
   * user's other sessions stay. The same bus event as a password change, narrowed by `session_id`
   * (a process that predates the field reads it as "older than the current version": none).
   */
  async revokeSession(user: AuthUser, reason: string): Promise<void> {
    await this.options.bus.publish({
      kind: 'userSessionsRevoked',
      user_id: user.id,
      token_version: user.tokenVersion,
      session_id: user.sessionId,
      reason,
    });
  }

  /**
   * A chat message is gone (reverted on the socket or by REST, or deleted by moderation): every
   * socket on every process drops it (docs/behaviour.md §6.3, §6.4): the one spelling of that frame.
   */
  async announceRevert(messageId: number): Promise<void> {
    await this.options.bus.publish({ kind: 'frame', frame: { type: 'revert', message_id: messageId } });
  }

  /** How many logged-in users are on the socket now, on every process (the admin dashboard). */
  async onlineCount(): Promise<number> {
    return (await this.options.bus.onlineUsers()).length;
  }

  /** Bus → local sockets; the frame is serialised once for all of them. */
  private deliver(event: ChatBusEvent): void {
    if (event.kind === 'userSessionsRevoked') {
      for (const conn of this.connections) {
        if (conn.user?.id !== event.user_id) continue;
        const ended = event.session_id
          ? conn.user.sessionId === event.session_id
          : conn.user.tokenVersion < event.token_version;
        if (!ended) continue;
        this.send(conn, { type: 'error', content: event.reason ?? '密码已修改，请重新登录' });
        conn.socket.close(4001, 'sessions revoked');
      }
      return;
    }
    if (event.kind === 'kick') {
      for (const conn of this.connections) {
        if (conn.user?.id !== event.user_id) continue;
        this.send(conn, { type: 'offline' });
        conn.socket.close(CHAT_CLOSE_KICKED, 'offline');
      }
      return;
    }
    const text = this.uploads.toPublic(JSON.stringify(event.frame));
    for (const conn of this.connections) {
      if (conn.ready) sendChecked(conn.socket, text);
    }
  }

  /** spec: ping idle sockets and drop the dead ones (no pong since the last round). */
  private pingAll(): void {
    for (const conn of this.connections) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
    }
  }

  get size(): number {
    return this.connections.size;
  }

  /** App shutdown: stop timers, say goodbye (1001 going away), leave the bus. */
  async close(): Promise<void> {
    clearInterval(this.pinger);
    this.unsubscribe();
    for (const conn of this.connections) conn.socket.close(1001, 'server shutting down');
    this.connections.clear();
  }
}
