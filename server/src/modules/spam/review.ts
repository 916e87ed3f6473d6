import type { FastifyRequest } from 'fastify';
import type { ReviewPolicy } from '@protocol/spamRules';
import type { SpamSettings } from '@protocol/api/spam';
import { LINK_STATUS } from '@protocol/codes';
import type { DB } from '../../db/database';
import { ADMIN_ROLE, type AuthUser } from '../../lib/auth-user';

/** The kinds the review queue holds (docs/behaviour.md §13.2), each with its own policy. */
export type ReviewKind = 'comment' | 'talk_comment' | 'message' | 'link';
export const REVIEW_KINDS: readonly ReviewKind[] = ['comment', 'talk_comment', 'message', 'link'];

const POLICY_OF: Record<ReviewKind, keyof SpamSettings> = {
  comment: 'review_comment',
  talk_comment: 'review_talk_comment',
  message: 'review_message',
  link: 'review_link',
};

export const policyOf = (settings: SpamSettings, kind: ReviewKind): ReviewPolicy =>
  settings[POLICY_OF[kind]] as ReviewPolicy;

/** Whether the writer has anything of this kind already published (approved, for links). */
async function hasPublished(db: DB, kind: ReviewKind, writerId: number): Promise<boolean> {
  const row =
    kind === 'link'
      ? await db
          .selectFrom('links')
          .select('id')
          .where('user_id', '=', writerId)
          .where('status', '=', LINK_STATUS.approved)
          .limit(1)
          .executeTakeFirst()
      : kind === 'message'
        ? await db
            .selectFrom('messages')
            .select('id')
            .where('user_id', '=', writerId)
            .where('review_state', '=', 'published')
            .limit(1)
            .executeTakeFirst()
        : await db
            .selectFrom('comments')
            .select('id')
            .where('from_id', '=', writerId)
            .where('review_state', '=', 'published')
            .limit(1)
            .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether a new submission waits for review: never the admin's own; otherwise by the kind's policy —
 * open publishes at once, all holds everything, flagged holds what the checks flagged (a hold word,
 * too many links), first holds flagged ones and a writer's first (an anonymous writer is always new).
 */
export async function mustHold(
  db: DB,
  settings: SpamSettings,
  kind: ReviewKind,
  flagged: boolean,
  writer: AuthUser | null,
): Promise<boolean> {
  if (writer?.role === ADMIN_ROLE) return false;
  switch (policyOf(settings, kind)) {
    case 'open':
      return false;
    case 'all':
      return true;
    case 'flagged':
      return flagged;
    case 'first':
      return flagged || !writer || !(await hasPublished(db, kind, writer.id));
  }
}

/** The stored review state for a decision. */
export const stateFor = (held: boolean) => (held ? 'held' : 'published') as 'held' | 'published';

/** Told of every approval: other modules (notifications) hook in here. */
export type ApprovalListener = (approved: {
  kind: ReviewKind;
  ids: number[];
  /** The approver's request: who approved (told of nothing), and the site's address for mails. */
  request: FastifyRequest;
}) => Promise<void> | void;
