import type { OnlineUser, ServerFrame } from '@protocol/chatProtocol';

/**
 * What one process tells every process's sockets (docs/architecture.md "Scale-out"): a frame for all
 * sockets, a forced offline for one user's sockets wherever they are, or the end of a user's
 * sessions (password changed: tokens older than `token_version` are retired).
 */
export type ChatBusEvent =
  | { kind: 'frame'; frame: ServerFrame }
  | { kind: 'kick'; user_id: number }
  | { kind: 'userSessionsRevoked'; user_id: number; token_version: number; reason?: string };

/**
 * All chat broadcasting and the online list go through this interface, so a Redis (or other)
 * implementation can replace the in-process default without touching the hub.
 */
export interface ChatBus {
  publish(event: ChatBusEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: (event: ChatBusEvent) => void): () => void;
  /** One entry per user however many connections (tabs, processes) they hold. */
  join(user: OnlineUser, connectionId: string): Promise<void>;
  leave(userId: number, connectionId: string): Promise<void>;
  onlineUsers(): Promise<OnlineUser[]>;
  close(): Promise<void>;
}

/** The default bus: one process, listeners called synchronously. */
export class InProcessChatBus implements ChatBus {
  private readonly listeners = new Set<(event: ChatBusEvent) => void>();
  private readonly presence = new Map<number, { user: OnlineUser; connections: Set<string> }>();

  async publish(event: ChatBusEvent): Promise<void> {
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: (event: ChatBusEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async join(user: OnlineUser, connectionId: string): Promise<void> {
    const entry = this.presence.get(user.user_id);
    if (entry) {
      entry.user = user;
      entry.connections.add(connectionId);
    } else {
      this.presence.set(user.user_id, { user, connections: new Set([connectionId]) });
    }
  }

  async leave(userId: number, connectionId: string): Promise<void> {
    const entry = this.presence.get(userId);
    if (!entry) return;
    entry.connections.delete(connectionId);
    if (entry.connections.size === 0) this.presence.delete(userId);
  }

  async onlineUsers(): Promise<OnlineUser[]> {
    return [...this.presence.values()].map((entry) => entry.user);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.presence.clear();
  }
}
