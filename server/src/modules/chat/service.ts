import type { DB } from '../../db/database';
import { now } from '../../lib/time';
import { forbidden, notFound } from '../../lib/errors';
import { ADMIN_ROLE, type AuthUser } from '../../lib/auth-user';
import type { ChatContentType, ChatMessageDto, OnlineUser } from '@protocol/chatProtocol';

/** A stored message: its sender's role is always read from the sender's row. */
export type StoredChatMessage = ChatMessageDto & { role: number };

/** Queries of the chat module; ownership checks live here next to the row they load (docs/architecture.md). */
export class ChatService {
  constructor(private readonly db: DB) {}

  /** `role` comes from the sender's row, so the 博主 mark cannot be faked with a copied nickname and avatar. */
  private selectMessages() {
    return this.db
      .selectFrom('chat_messages as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.id', 'm.user_id', 'u.nick_name', 'u.avatar', 'u.role', 'm.content', 'm.content_type', 'm.createdAt']);
  }

  /** docs/behaviour.md §6.3 getChatList: the `size` messages before `lastId` (or the newest), oldest first. */
  async list(size: number, lastId: number | null): Promise<StoredChatMessage[]> {
    let query = this.selectMessages().orderBy('m.id', 'desc').limit(size);
    if (lastId) query = query.where('m.id', '<', lastId);
    const rows = await query.execute();
    return rows.reverse();
  }

  /** Up to `limit` messages after `afterId`, oldest first (the Redis bus's catch-up after an outage). */
  async listAfter(afterId: number, limit = 500): Promise<ChatMessageDto[]> {
    return this.selectMessages().where('m.id', '>', afterId).orderBy('m.id', 'asc').limit(limit).execute();
  }

  async newestId(): Promise<number> {
    const row = await this.db
      .selectFrom('chat_messages')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.id ?? 0;
  }

  async profile(userId: number): Promise<OnlineUser | null> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'nick_name', 'avatar'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return row ? { user_id: row.id, nick_name: row.nick_name, avatar: row.avatar } : null;
  }

  /** Persists first; the caller broadcasts the returned row (docs/behaviour.md §6.3: persists before broadcasting). */
  async add(userId: number, content: string, contentType: ChatContentType): Promise<ChatMessageDto> {
    const { id } = await this.db
      .insertInto('chat_messages')
      .values({ user_id: userId, content, content_type: contentType, createdAt: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return this.selectMessages().where('m.id', '=', id).executeTakeFirstOrThrow();
  }

  /** docs/behaviour.md §6.4: the sender or an admin may revert; throws 404/403 otherwise. */
  async revert(user: AuthUser, messageId: number): Promise<void> {
    const row = await this.db
      .selectFrom('chat_messages')
      .select(['id', 'user_id'])
      .where('id', '=', messageId)
      .executeTakeFirst();
    if (!row) throw notFound('消息不存在或已撤回');
    if (row.user_id !== user.id && user.role !== ADMIN_ROLE) throw forbidden('只能撤回自己的消息');
    await this.db.deleteFrom('chat_messages').where('id', '=', messageId).execute();
  }

  async clear(): Promise<void> {
    await this.db.deleteFrom('chat_messages').execute();
  }
}
