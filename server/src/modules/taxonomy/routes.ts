import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { CacheTag } from '../../lib/cache/tags';
import { categoryDictionary, tagDictionary } from './service';

/** Category and tag dictionaries with public article counts (docs/behaviour.md §9.3). */
export default async function taxonomyModule(app: FastifyInstance): Promise<void> {
  // docs/behaviour.md §9.3: both dictionaries take no params and no body.
  // Each entry counts public articles, so a change of articles drops them too.
  const DICTIONARY = { cache: { tags: [CacheTag.taxonomy, CacheTag.articles] } };
  app.get('/api/category/getCategoryDictionary', { config: DICTIONARY }, async () =>
    ok(await categoryDictionary(app.db)),
  );
  app.get('/api/tag/getTagDictionary', { config: DICTIONARY }, async () => ok(await tagDictionary(app.db)));
}
