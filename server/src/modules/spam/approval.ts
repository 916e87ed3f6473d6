import type { FastifyRequest } from 'fastify';
import { LINK_STATUS } from '@protocol/codes';
import type { DB } from '../../db/database';
import { now } from '../../lib/time';
import { TARGET } from '@protocol/interactionRules';
import type { ApprovalListener, ReviewKind } from './review';

/** The ids among `ids` that wait in the queue as `kind`. */
async function waiting(db: DB, kind: ReviewKind, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows =
    kind === 'link'
      ? await db
          .selectFrom('links')
          .select('id')
          .where('id', 'in', ids)
          .where('status', '=', LINK_STATUS.pending)
          .execute()
      : kind === 'message'
        ? await db
            .selectFrom('messages')
            .select('id')
            .where('id', 'in', ids)
            .where('review_state', '<>', 'published')
            .execute()
        : await db
            .selectFrom('comments')
            .select('id')
            .where('id', 'in', ids)
            .where('review_state', '<>', 'published')
            .where('type', kind === 'talk_comment' ? '=' : '<>', TARGET.talk)
            .execute();
  return rows.map((row) => row.id);
}

async function setState(db: DB, kind: ReviewKind, ids: number[], state: 'published' | 'spam'): Promise<void> {
  if (ids.length === 0) return;
  if (kind === 'link') {
    const status = state === 'published' ? LINK_STATUS.approved : LINK_STATUS.rejected;
    await db.updateTable('links').set({ status, updatedAt: now() }).where('id', 'in', ids).execute();
  } else {
    const table = kind === 'message' ? 'messages' : 'comments';
    await db.updateTable(table).set({ review_state: state }).where('id', 'in', ids).execute();
  }
}

/**
 * Approval and spam marking of queued items (docs/behaviour.md §13.2). `approve` is the one way an
 * item leaves the queue published; every listener hooked with `onApproved` hears of it once.
 */
export class ReviewDesk {
  private readonly listeners: ApprovalListener[] = [];

  constructor(private readonly db: DB) {}

  onApproved(listener: ApprovalListener): void {
    this.listeners.push(listener);
  }

  /** Publishes the waiting ones among `ids`; answers how many were waiting. */
  async approve(kind: ReviewKind, ids: number[], request: FastifyRequest): Promise<number> {
    const approved = await waiting(this.db, kind, ids);
    await setState(this.db, kind, approved, 'published');
    if (approved.length > 0) for (const listener of this.listeners) await listener({ kind, ids: approved, request });
    return approved.length;
  }

  /** Marks the waiting ones as spam: never shown but to their writer (links: rejected). */
  async markSpam(kind: ReviewKind, ids: number[]): Promise<number> {
    const marked = await waiting(this.db, kind, ids);
    await setState(this.db, kind, marked, 'spam');
    return marked.length;
  }

  /** The waiting ones among `ids` (before a rejection deletes them). */
  waiting(kind: ReviewKind, ids: number[]): Promise<number[]> {
    return waiting(this.db, kind, ids);
  }
}
