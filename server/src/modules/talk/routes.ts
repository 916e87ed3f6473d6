import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CacheTag } from '../../lib/cache/tags';
import { ok } from '../../lib/envelope';
import { Envelope, Paged, failures } from '../../lib/response-schemas';
import { forReader, likeIdentity } from '../like';
import { TalkIdParams, TalkItem, TalkPageBody } from './schemas';
import { talkById, talkPage } from './service';

/**
 * Talks (说说) for readers: only public ones, pinned first then newest. The API answers are not
 * cached (each item carries the reader's own like flag), but the server-rendered /talk page is, under
 * RENDER_TAGS (docs/caching.md): its renderer reads them without the flag.
 */
const RENDER_TAGS = [CacheTag.talks, CacheTag.likes, CacheTag.comments, CacheTag.users];

export default async function talkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['talk'];

  app.post(
    '/api/talk/blogGetTalkList',
    {
      config: { invalidates: [], renderTags: RENDER_TAGS },
      schema: {
        tags,
        summary: '公开说说（置顶优先，分页） · Public talks, pinned first, paged',
        body: TalkPageBody,
        response: { 200: Paged(TalkItem), ...failures(400) },
      },
    },
    async (request) => {
      const page = await talkPage(app.db, request.body.current, request.body.size, await likeIdentity(request));
      return ok({ ...page, list: page.list.map((talk) => forReader(request, talk)) });
    },
  );

  app.get(
    '/api/talk/getTalkById/:id',
    {
      schema: {
        tags,
        summary: '一条公开说说 · One public talk',
        params: TalkIdParams,
        response: { 200: Envelope(TalkItem), ...failures(400, 404) },
      },
      config: { renderTags: RENDER_TAGS },
    },
    async (request) => ok(forReader(request, await talkById(app.db, request.params.id, await likeIdentity(request)))),
  );
}
