import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { mailContracts as api } from '@protocol/api/mail';
import { signedInUser } from '../../lib/auth-user';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { businessError } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { now } from '../../lib/time';
import { readerEmail, saveUnverifiedEmail } from './reader-email';
import { openUnsubscribeToken, openVerifyToken } from './reader-links';
import { activeMail } from './settings';

/** A small page for a link opened from a mail client (docs/behaviour.md §5.5). */
function page(reply: FastifyReply, status: number, text: string, form = '') {
  const body = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>${escapeHtml(text)}</title><body><p>${escapeHtml(text)}</p>${form}</body></html>`;
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

/** The pages answer a small HTML document; the token is the only input. */
const pageSchema = (summary: string) => ({
  tags: ['mail'],
  summary,
  querystring: Type.Object({ t: Type.Optional(Type.String({ maxLength: 2048 })) }),
  response: {
    200: { content: { 'text/html': { schema: Type.String({ description: 'HTML page' }) } } },
    400: { content: { 'text/html': { schema: Type.String({ description: 'HTML page' }) } } },
  },
});

/** 个人中心's 邮箱, its verification link, and the one-click unsubscribe (docs/behaviour.md §5.5). */
export async function readerMailRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.myEmail, async (request) => {
    const row = await app.db
      .selectFrom('users')
      .select(['email', 'email_verified'])
      .where('id', '=', signedInUser(request).id)
      .executeTakeFirstOrThrow();
    return ok({ email: row.email ?? '', verified: row.email_verified === 1 });
  });

  contractRoute(
    app,
    api.setEmail,
    async (request) => {
      const user = signedInUser(request);
      const email = readerEmail(request.body.email);
      // 个人中心 asks for a mail now: with mail off the address could never be verified.
      if (email && !(await activeMail(app))) throw businessError('本站暂未开启邮件，无法验证邮箱');
      const at = app.mail.worker.now();
      await app.db.transaction().execute((trx) => saveUnverifiedEmail(app, trx, request, { id: user.id, email }, at));
      app.mail.worker.poke();
      return ok(null, email ? '验证邮件已发送，请查收' : '邮箱已清除');
    },
    { config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } },
  );

  app.get<{ Querystring: { t?: string } }>(
    '/mail/verify',
    { schema: pageSchema('打开验证邮件中的链接，验证邮箱 · Verify an e-mail from its mailed link') },
    async (request, reply) => {
      const claim = openVerifyToken(app, String(request.query.t ?? ''), app.mail.worker.now());
      if (!claim) return page(reply, 400, '验证链接无效或已过期');
      const result = await app.db
        .updateTable('users')
        .set({ email_verified: 1 })
        .where('id', '=', claim.userId)
        .where('email', '=', claim.email)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return page(reply, 400, '验证链接无效或已过期');
      return page(reply, 200, `邮箱 ${claim.email} 已验证`);
    },
  );

  app.get<{ Querystring: { t?: string } }>(
    '/mail/unsubscribe',
    { schema: pageSchema('退订确认页（无需登录） · Unsubscribe confirmation page, no login') },
    async (request, reply) => {
      const address = openUnsubscribeToken(app, String(request.query.t ?? ''));
      if (!address) return page(reply, 400, '退订链接无效');
      const form = `<form method="post"><button type="submit" name="List-Unsubscribe" value="One-Click">确认退订</button></form>`;
      return page(reply, 200, `退订发往 ${address} 的回复提醒？`, form);
    },
  );

  // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click`; the body is not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post<{ Querystring: { t?: string } }>(
    '/mail/unsubscribe',
    {
      // An opt-out list is read by the mail worker only: no cached answer shows it.
      config: { invalidates: [] },
      schema: pageSchema('一键退订回复提醒（RFC 8058，无需登录） · One-click unsubscribe, no login'),
    },
    async (request, reply) => {
      const address = openUnsubscribeToken(app, String(request.query.t ?? ''));
      if (!address) return page(reply, 400, '退订链接无效');
      const known = await app.db
        .selectFrom('mail_optouts')
        .select('address')
        .where('address', '=', address)
        .executeTakeFirst();
      if (!known) await app.db.insertInto('mail_optouts').values({ address, createdAt: now() }).execute();
      return page(reply, 200, `已退订：${address} 不会再收到回复提醒`);
    },
  );
}
