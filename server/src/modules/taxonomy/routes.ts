import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { categoryDictionary, tagDictionary } from './service';

/** Category and tag dictionaries with public article counts (docs/behaviour.md §9.3). */
export default async function taxonomyModule(app: FastifyInstance): Promise<void> {
  // docs/behaviour.md §9.3: both dictionaries take no params and no body.
  app.get('/api/category/getCategoryDictionary', async () => ok(await categoryDictionary(app.db)));
  app.get('/api/tag/getTagDictionary', async () => ok(await tagDictionary(app.db)));
}
