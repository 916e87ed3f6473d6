import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ok } from '../../lib/envelope';
import { ADMIN_ROLE } from '../../lib/auth-user';
import { CacheTag } from '../../lib/cache/tags';
import { Envelope, failures } from '../../lib/response-schemas';
import { CategoryEntry, TagEntry } from './schemas';
import { categoryDictionary, tagDictionary } from './service';

/**
 * The admin's pickers also list names only drafts use; everyone else gets the public ones. A request
 * with a token never reaches the response cache, so the two answers cannot mix (docs/caching.md).
 */
async function forAdmin(request: FastifyRequest) {
  return { withUnused: (await request.optionalUser())?.role === ADMIN_ROLE };
}

/** Category and tag dictionaries with public article counts (docs/behaviour.md §9.3). */
export default async function taxonomyModule(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // docs/behaviour.md §9.3: both dictionaries take no params and no body.
  // Each entry counts public articles, so a change of articles drops them too.
  const DICTIONARY = { cache: { tags: [CacheTag.taxonomy, CacheTag.articles] } };
  app.get(
    '/api/category/getCategoryDictionary',
    {
      schema: {
        tags: ['taxonomy'],
        summary: '分类及其公开文章数 · Categories with their public article counts',
        response: { 200: Envelope(Type.Array(CategoryEntry)), ...failures() },
      },
      config: DICTIONARY,
    },
    async (request) => ok(await categoryDictionary(app.db, await forAdmin(request))),
  );
  app.get(
    '/api/tag/getTagDictionary',
    {
      schema: {
        tags: ['taxonomy'],
        summary: '标签及其公开文章数 · Tags with their public article counts',
        response: { 200: Envelope(Type.Array(TagEntry)), ...failures() },
      },
      config: DICTIONARY,
    },
    async (request) => ok(await tagDictionary(app.db, await forAdmin(request))),
  );
}
