import type { FastifyInstance } from 'fastify';
import { spamContracts as api } from '@protocol/api/spam';
import { LINK_STATUS } from '@protocol/codes';
import { REVIEW_MESSAGES } from '@protocol/spamRules';
import { contractRoute } from '../../../lib/contract-route';
import { ok } from '../../../lib/envelope';
import { now } from '../../../lib/time';
import { deleteComments, deleteMessages } from '../moderation/service';
import { heldPage } from './service';

/**
 * 审核队列 (docs/behaviour.md §13.2): the waiting items of each kind, approved (through
 * `app.review.approve`, which others hook), rejected (deleted; a link: rejected) or marked as spam.
 */
export default async function adminReviewRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.queue, async (request) => {
    const { kind, current, size } = request.query;
    return ok(await heldPage(app.db, kind, current, size));
  });

  contractRoute(app, api.decide, async (request) => {
    const { kind, ids, decision } = request.body;
    if (decision === 'approve')
      return ok({ count: await app.review.approve(kind, ids, request) }, REVIEW_MESSAGES.approved);
    if (decision === 'spam') return ok({ count: await app.review.markSpam(kind, ids) }, REVIEW_MESSAGES.spam);
    const waiting = await app.review.waiting(kind, ids);
    let count = waiting.length;
    if (waiting.length === 0) return ok({ count }, REVIEW_MESSAGES.rejected);
    if (kind === 'link')
      await app.db
        .updateTable('links')
        .set({ status: LINK_STATUS.rejected, updatedAt: now() })
        .where('id', 'in', waiting)
        .execute();
    else if (kind === 'message') count = await deleteMessages(app.db, app, waiting);
    else count = await deleteComments(app.db, app, waiting);
    return ok({ count }, REVIEW_MESSAGES.rejected);
  });
}
