import type { FastifyInstance } from 'fastify';
import { articleContracts as api } from '@protocol/api/article';
import { ok } from '../../lib/envelope';
import { forbidden, notFound } from '../../lib/errors';
import { contractRoute } from '../../lib/contract-route';
import { verifyPassword } from '../../lib/password';
import { loginGuardFor, throttledCheck } from '../user';
import { grantAccess, PRIVATE_ANSWER } from './access';
import { getArticle } from './detail';
import { publicArticles } from './queries';

export const WRONG_ACCESS_PASSWORD = '访问密码错误';
const refusal = (minutes: number) => `密码错误次数过多，请 ${minutes} 分钟后再试`;

/**
 * docs/behaviour.md §11.4 unlock: the right access password answers the detail with its body and
 * sets the article's grant cookie. Guesses go through the login's throttle (per client and
 * article, per client across articles, and a growing delay per article), keyed apart from logins.
 */
export function unlockRoute(app: FastifyInstance): void {
  const throttle = loginGuardFor(app);

  contractRoute(app, api.unlock, async (request, reply) => {
    const id = request.params.id;
    const row = await publicArticles(app.db).select('a.access_hash').where('a.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('文章不存在或未公开');
    const hash = row.access_hash;
    if (hash !== null) {
      const right = await throttledCheck(
        throttle,
        `#article-${id}`,
        request.ip,
        async () => ((await verifyPassword(request.body.password, hash)) ? true : null),
        refusal,
      );
      if (!right) throw forbidden(WRONG_ACCESS_PASSWORD);
      grantAccess(app, request, reply, id, hash);
    }
    reply.header('cache-control', PRIVATE_ANSWER);
    return ok(await getArticle(app.db, id, false, () => true));
  });
}
