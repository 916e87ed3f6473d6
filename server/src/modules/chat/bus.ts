import type { OnlineUser, ServerFrame } from '@protocol/chatProtocol';
import { LocalPresence } from './presence';

/**
 * What one process tells every process's sockets (docs/architecture.md "Scale-out"): a frame for all
 * sockets, a forced offline for one user's sockets wherever they are, or the end of a user's
 * sessions (password changed: tokens older than `token_version` are retired; or, with `session_id`,
 * one session logged out: only its sockets close, docs/security.md "Sessions").
 */
export type ChatBusEvent =
  | { kind: 'frame'; frame: ServerFrame }
  | { kind: 'kick'; user_id: number }
  | { kind: 'userSessionsRevoked'; user_id: number; token_version: number; reason?: string; session_id?: string };

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
  private readonly presence = new LocalPresence();

  async publish(event: ChatBusEvent): Promise<void> {
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: (event: ChatBusEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async join(user: OnlineUser, connectionId: string): Promise<void> {
    this.presence.join(user, connectionId);
  }

  async leave(userId: number, connectionId: string): Promise<void> {
    this.presence.leave(userId, connectionId);
  }

  async onlineUsers(): Promise<OnlineUser[]> {
    return this.presence.list();
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.presence.clear();
  }
}
