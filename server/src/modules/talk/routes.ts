import type { FastifyInstance } from 'fastify';
import { talkContracts as api } from '@protocol/api/talk';
import { CacheTag } from '../../lib/cache/tags';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { forReader, likeIdentity } from '../like';
import { talkById, talkPage } from './service';

/**
 * Talks (说说) for readers. The API answers are not cached (each item carries the reader's own like
 * flag), but the server-rendered /talk page is, under RENDER_TAGS (docs/caching.md): its renderer
 * reads them without the flag.
 */
const RENDERED = { config: { renderTags: [CacheTag.talks, CacheTag.likes, CacheTag.comments, CacheTag.users] } };

export default async function talkRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(
    app,
    api.list,
    async (request) => {
      const page = await talkPage(app.db, request.body.current, request.body.size, await likeIdentity(request));
      return ok({ ...page, list: page.list.map((talk) => forReader(request, talk)) });
    },
    RENDERED,
  );

  contractRoute(
    app,
    api.byId,
    async (request) => ok(forReader(request, await talkById(app.db, request.params.id, await likeIdentity(request)))),
    RENDERED,
  );
}
