import type { FastifyInstance } from 'fastify';
import { registerArticleRoutes } from './routes';

/** Public article reading: lists, timeline, detail, recommendations, hot list, search (docs/behaviour.md §9.1–§9.3). */
export default async function articleModule(app: FastifyInstance): Promise<void> {
  registerArticleRoutes(app);
}
