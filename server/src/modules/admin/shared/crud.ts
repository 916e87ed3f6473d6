import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { BulkDeleteContract, CreateContract, RemoveContract, UpdateContract } from '@protocol/api/adminCrud';
import { contractRoute, type ContractRequest } from '../../../lib/contract-route';
import { ok } from '../../../lib/envelope';

// The answers every admin area gives alike (protocol/api/adminCrud.ts, docs/admin-api.md): the area
// passes its service call, the contract brings the path, schemas and cache tags.

export const DELETED = '删除成功';
export const UPDATED = '修改成功';

/** `POST <path>`: creates the row and answers its id with the area's word for it (创建成功, 发布成功 …). */
export function createRoute<B extends TSchema>(
  app: FastifyInstance,
  declared: CreateContract<B>,
  message: string,
  create: (body: Static<B>, request: ContractRequest<CreateContract<B>>) => Promise<number>,
): void {
  contractRoute(app, declared, async (request) => ok({ id: await create(request.body, request) }, message));
}

/** `PUT <path>/:id`: edits the row (its service throws 404 when it is gone) and answers its id. */
export function updateRoute<B extends TSchema>(
  app: FastifyInstance,
  declared: UpdateContract<B>,
  update: (id: number, body: Static<B>) => Promise<unknown>,
): void {
  contractRoute(app, declared, async (request) => {
    await update(request.params.id, request.body);
    return ok({ id: request.params.id }, UPDATED);
  });
}

/** `DELETE <path>/:id`: deletes the row (its service throws 404 when it is gone). */
export function removeRoute(app: FastifyInstance, declared: RemoveContract, remove: (id: number) => Promise<unknown>) {
  contractRoute(app, declared, async (request) => {
    await remove(request.params.id);
    return ok(null, DELETED);
  });
}

/** `POST <path>/delete {idList}`: deletes those that exist and answers how many. */
export function bulkDeleteRoute(
  app: FastifyInstance,
  declared: BulkDeleteContract,
  remove: (ids: number[]) => Promise<number>,
): void {
  contractRoute(app, declared, async (request) => ok({ count: await remove(request.body.idList) }, DELETED));
}
