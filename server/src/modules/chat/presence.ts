import type { OnlineUser } from '@protocol/chatProtocol';

/** This process's logged-in sockets: one entry per user however many connections (tabs) they hold. */
export class LocalPresence {
  private readonly users = new Map<number, { user: OnlineUser; connections: Set<string> }>();

  join(user: OnlineUser, connectionId: string): void {
    const entry = this.users.get(user.user_id);
    if (entry) {
      entry.user = user;
      entry.connections.add(connectionId);
    } else {
      this.users.set(user.user_id, { user, connections: new Set([connectionId]) });
    }
  }

  leave(userId: number, connectionId: string): void {
    const entry = this.users.get(userId);
    if (!entry) return;
    entry.connections.delete(connectionId);
    if (entry.connections.size === 0) this.users.delete(userId);
  }

  list(): OnlineUser[] {
    return [...this.users.values()].map((entry) => entry.user);
  }

  clear(): void {
    this.users.clear();
  }
}
