import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { mailContracts as api } from '@protocol/api/mail';
import type { DB } from '../../db/database';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { businessError } from '../../lib/errors';
import { absoluteUrl, siteOrigin } from '../../lib/site-url';
import { MAIL_ADDRESS } from '../../lib/smtp-url';
import { composeNotice, composeTest, quotedText } from './compose';
import { enqueueMail, outboxPage, resendMail, type MailKind } from './outbox';
import { activeMail, deskMailSettings, digestIsOn, saveDeskMailSettings, siteName, type ActiveMail } from './settings';
import { collectForDigest, runDigest } from './digest';
import { queueReplyMails, type ReplyNotice } from './reader-notices';
import { queueAccountMail, type AccountNotice } from './account-notices';
import { saveUnverifiedEmail } from './reader-email';
import { readerMailRoutes } from './reader-routes';
import { sendMail } from './transport';
import { createMailWorker, type MailWorker } from './worker';
import { enqueuePushes, sendQueuedPush } from './webhooks/outbox';
import { pushRoutes } from './webhooks/routes';

/** A notification for the author's mailbox (docs/behaviour.md §5.4). */
export interface AuthorNotice {
  kind: MailKind;
  heading: string;
  quoted: string;
  /** Site-relative address of the exact comment or post. */
  path: string;
}

export interface MailService {
  /**
   * Queues a mail to the author (when mail is on) and one push per enabled channel, in the caller's
   * transaction; with 每日汇总 on, keeps it for the day's digest instead (docs/behaviour.md §5.4).
   */
  notifyAuthor(db: DB, request: FastifyRequest, notice: AuthorNotice): Promise<void>;
  /** Queues reply mails to readers (verified, not opted out) in the caller's transaction. */
  notifyReaders(db: DB, request: FastifyRequest, notice: ReplyNotice): Promise<void>;
  /** Queues a mail about the user's own account to their verified address (docs/behaviour.md §4.7). */
  notifyAccount(db: DB, request: FastifyRequest, notice: AccountNotice): Promise<void>;
  /** Stores a user's address (from readerEmail) unverified, queueing its verification mail when mail is on. */
  saveUserEmail(db: DB, request: FastifyRequest, user: { id: number; email: string }): Promise<boolean>;
  /** Whether the site sends mail at all (SMTP_URL or the desk's settings). */
  enabled(): Promise<boolean>;
  worker: MailWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export const MAIL_PLUGIN = 'mail-module';
/** How often each process looks for due mail besides the nudge after each queued one. */
const POLL_MS = 30_000;

const send = (mail: ActiveMail, message: Parameters<typeof sendMail>[2]) => sendMail(mail.server, mail.from, message);

async function mailModule(app: FastifyInstance): Promise<void> {
  const worker = createMailWorker({
    db: app.db,
    log: app.log,
    settings: () => activeMail(app),
    send,
    sendPush: (row) => sendQueuedPush(app, row),
    beforeRun: (at) => runDigest(app, at),
  });
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => worker.tick(), POLL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await worker.idle();
  });
  app.decorate<MailService>('mail', {
    worker,
    async notifyAuthor(db, request, notice) {
      const at = new Date(worker.now());
      const link = absoluteUrl(siteOrigin(request), notice.path);
      if (await digestIsOn(db)) return collectForDigest(db, { heading: notice.heading, quoted: notice.quoted, link });
      const site = await siteName(db);
      const mail = await activeMail(app, db);
      if (mail) {
        const message = composeNotice(site, { ...notice, to: mail.notifyAddress, link });
        await enqueueMail(db, notice.kind, message, at);
      }
      const push = { title: `[${site}] ${notice.heading}`, quoted: quotedText(notice.quoted), link };
      await enqueuePushes(db, notice.kind, push, at);
    },
    notifyReaders: (db, request, notice) => queueReplyMails(app, db, request, notice, new Date(worker.now())),
    notifyAccount: (db, request, notice) => queueAccountMail(app, db, request, notice, new Date(worker.now())),
    saveUserEmail: (db, request, user) => saveUnverifiedEmail(app, db, request, user, worker.now()),
    enabled: async () => (await activeMail(app)) !== null,
  });
  await app.register(mailRoutes);
  await app.register(readerMailRoutes);
  await app.register(pushRoutes);
}

/** 通知设置 and 发送记录 (docs/behaviour.md §5.3, §5.4). */
async function mailRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.settings, async () => {
    const mail = await activeMail(app);
    const active = mail && {
      source: mail.source,
      host: mail.server.host,
      port: mail.server.port,
      tls: mail.server.tls,
      from: mail.from.name ? `${mail.from.name} <${mail.from.address}>` : mail.from.address,
      notifyAddress: mail.notifyAddress,
    };
    return ok({ desk: await deskMailSettings(app), active });
  });

  contractRoute(app, api.saveSettings, async (request) => {
    await saveDeskMailSettings(app, request.body);
    return ok(null, '保存成功');
  });

  contractRoute(app, api.test, async (request) => {
    const to = request.body.to.trim();
    if (!MAIL_ADDRESS.test(to)) throw businessError('收件地址格式不正确');
    const mail = await activeMail(app);
    if (!mail) throw businessError('邮件未开启：请先填写 SMTP 服务器和发件地址');
    const answer = await send(mail, composeTest(await siteName(app.db), to));
    return ok(answer, answer.ok ? '测试邮件已发出' : '发送失败');
  });

  contractRoute(app, api.log, async (request) => ok(await outboxPage(app.db, request.body.current, request.body.size)));

  contractRoute(app, api.resend, async (request) => {
    await resendMail(app.db, request.params.id, new Date(worker(app).now()));
    worker(app).tick();
    return ok(null, '已重新加入发送队列');
  });
}

const worker = (app: FastifyInstance) => app.mail.worker;

export default fp(mailModule, { name: MAIL_PLUGIN });
