import type { FastifyInstance } from 'fastify';
import { registerArticleRoutes } from './routes';

/** Public article reading: lists, timeline, detail, recommendations, hot list, search (api.md). */
export default async function articleModule(app: FastifyInstance): Promise<void> {
  registerArticleRoutes(app);
}
