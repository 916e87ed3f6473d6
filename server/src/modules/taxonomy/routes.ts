import type { FastifyInstance, FastifyRequest } from 'fastify';
import { taxonomyContracts as api } from '@protocol/api/taxonomy';
import { ok } from '../../lib/envelope';
import { ADMIN_ROLE } from '../../lib/auth-user';
import { contractRoute } from '../../lib/contract-route';
import { categoryDictionary, tagDictionary } from './service';

/**
 * The admin's pickers also list names only drafts use; everyone else gets the public ones. A request
 * with a token never reaches the response cache, so the two answers cannot mix (docs/caching.md).
 */
async function forAdmin(request: FastifyRequest) {
  return { withUnused: (await request.optionalUser())?.role === ADMIN_ROLE };
}

/** Category and tag dictionaries with public article counts (docs/behaviour.md §9.3). */
export default async function taxonomyModule(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.categories, async (request) => ok(await categoryDictionary(app.db, await forAdmin(request))));
  contractRoute(app, api.tags, async (request) => ok(await tagDictionary(app.db, await forAdmin(request))));
}
