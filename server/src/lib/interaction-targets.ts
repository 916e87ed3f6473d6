import { TARGET, type LikeTargetType } from '@protocol/interactionRules';
import { ARTICLE_STATUS, TALK_STATUS } from '@protocol/codes';
import type { DB } from '../db/database';
import { notFound } from './errors';

/**
 * The things readers comment on and like (type 1 article, 2 talk, 3 message-board post, 4 comment)
 * and who owns each, shared by the comment and like modules. Only public articles and talks count:
 * a private one answers the same 404 as a missing one, so its existence is not revealed.
 */
export type TargetType = LikeTargetType;

export const TARGET_MISSING: Record<TargetType, string> = {
  [TARGET.article]: '文章不存在或未公开',
  [TARGET.talk]: '说说不存在或未公开',
  [TARGET.message]: '留言不存在',
  [TARGET.comment]: '评论不存在',
};

export interface TargetInfo {
  /** The user to notify about comments on it; null for an anonymous message-board post. */
  ownerId: number | null;
  /** A short human name for notifications (an article's title), '' when there is none. */
  title: string;
}

/** Loads a target or throws the 404 of TARGET_MISSING. */
export async function requireTarget(db: DB, type: TargetType, id: number): Promise<TargetInfo> {
  const info = await findTarget(db, type, id);
  if (!info) throw notFound(TARGET_MISSING[type]);
  return info;
}

/** The target, or undefined when it is gone (an approval after the article was deleted). */
export async function findTarget(db: DB, type: TargetType, id: number): Promise<TargetInfo | undefined> {
  switch (type) {
    case TARGET.article: {
      const row = await db
        .selectFrom('articles')
        .select(['author_id', 'article_title'])
        .where('id', '=', id)
        .where('status', '=', ARTICLE_STATUS.public)
        .executeTakeFirst();
      return row && { ownerId: row.author_id, title: row.article_title };
    }
    case TARGET.talk: {
      const row = await db
        .selectFrom('talks')
        .select('user_id')
        .where('id', '=', id)
        .where('status', '=', TALK_STATUS.public)
        .executeTakeFirst();
      return row && { ownerId: row.user_id, title: '' };
    }
    case TARGET.message: {
      const row = await db.selectFrom('messages').select('user_id').where('id', '=', id).executeTakeFirst();
      return row && { ownerId: row.user_id, title: '' };
    }
    case TARGET.comment: {
      const row = await db
        .selectFrom('comments')
        .select(['from_id', 'type', 'for_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || row.type === TARGET.comment) return undefined;
      // A comment is visible only while what it is about is: no likes under a private talk.
      const parent = await findTarget(db, row.type as TargetType, row.for_id);
      return parent && { ownerId: row.from_id, title: '' };
    }
  }
}
