import type { FastifyInstance } from 'fastify';
import { adminChatContracts, adminCommentContracts, adminMessageContracts } from '@protocol/api/adminModeration';
import type { BulkDeleteContract, RemoveContract } from '@protocol/api/adminCrud';
import { contractRoute } from '../../../lib/contract-route';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { DELETED, bulkDeleteRoute } from '../shared/crud';
import * as service from './service';

/**
 * Moderation (protocol/api/adminModeration.ts): every comment, message-board post and chat message,
 * searchable, deleted one at a time (DELETE …/:id) or in bulk (POST …/delete {idList}).
 */
export default async function adminModerationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  /** One row or several by the same deleter; a single one that is gone is a 404 with `missing`. */
  function deletions(
    api: { remove: RemoveContract; bulkDelete: BulkDeleteContract },
    remove: (ids: number[]) => Promise<number>,
    missing: string,
  ): void {
    contractRoute(app, api.remove, async (request) => {
      if ((await remove([request.params.id])) === 0) throw notFound(missing);
      return ok(null, DELETED);
    });
    bulkDeleteRoute(app, api.bulkDelete, remove);
  }

  contractRoute(app, adminCommentContracts.list, async (request) => ok(await service.listComments(db, request.query)));
  deletions(adminCommentContracts, (ids) => service.deleteComments(db, app, ids), '评论不存在');

  contractRoute(app, adminMessageContracts.list, async (request) => ok(await service.listMessages(db, request.query)));
  deletions(adminMessageContracts, (ids) => service.deleteMessages(db, app, ids), '留言不存在');

  contractRoute(app, adminChatContracts.list, async (request) => ok(await service.listChat(db, request.query)));
  deletions(
    adminChatContracts,
    async (ids) => {
      const deleted = await service.deleteChat(db, app, ids);
      // Every open chat drops them, as when the sender reverts one.
      for (const id of deleted) await app.chatHub.announceRevert(id);
      return deleted.length;
    },
    '消息不存在',
  );
}
