import { runDigest } from '../../src/modules/mail/digest';
import { adminUser, createUser } from '../helpers';
import { createTargets } from '../comment/fixtures';
import { pgliteTestApp } from '../postgres/pglite';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

// docs/behaviour.md §5.4 on PostgreSQL: migration 027, the day's claim and DELETE … RETURNING.
const sink: { current?: SmtpSink } = {};
const ctx = pgliteTestApp({ env: { MAIL_FROM: '砚 <blog@example.com>', SITE_URL: 'https://blog.example.com' } });
let clock = Date.parse('2026-03-01T00:00:00Z'); // 08:00 in Shanghai

beforeAll(async () => {
  sink.current = await startSmtpSink();
  ctx.app.mail.worker.setClock(() => clock);
}, 60_000);
afterAll(() => sink.current?.stop());

test('collected notices go as one digest at the hour, claimed once', async () => {
  const admin = await adminUser(ctx);
  const reader = await createUser(ctx, { username: 'reader01', nick_name: '读者甲' });
  const targets = await createTargets(ctx, admin.id);
  const port = sink.current?.port ?? 0;
  const desk = { host: '127.0.0.1', port, tls: 'none', username: '', fromName: '', fromAddress: '', notifyAddress: '' };
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/mail/settings',
    headers: { authorization: admin.token },
    payload: { ...desk, authorNotices: 'digest', digestHour: 9 },
  });
  expect(saved.json()).toMatchObject({ code: 0 });
  for (const content of ['一', '二'])
    await ctx.app.inject({
      method: 'POST',
      url: '/api/comment/add',
      headers: { authorization: reader.token },
      payload: { type: 1, for_id: targets.articleId, content },
    });
  await ctx.app.mail.worker.idle();
  expect(sink.current?.received).toEqual([]);

  clock += 3_600_000;
  const at = new Date(clock);
  expect((await Promise.all([runDigest(ctx.app, at), runDigest(ctx.app, at)])).sort()).toEqual([false, true]);
  await ctx.app.mail.worker.runOnce();
  expect(sink.current?.received.map((mail) => mail.subject)).toEqual(['[砚] 每日汇总：2026-03-01 共 2 条新通知']);
  expect(await ctx.db.selectFrom('author_digest_items').select('id').execute()).toEqual([]);
});
