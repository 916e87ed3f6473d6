import { Type, type Static } from '@sinclair/typebox';
import { contract } from './contract';
import { EmptyEnvelope, Envelope, Paged } from './envelope';
import { OptionalPagingFields } from './paging';

// Mail for the author's desk (docs/behaviour.md §5.3, §5.4): 通知设置 (the SMTP server, the sender,
// a test mail) and 发送记录 (the outbox). Admin only; the SMTP password goes in, never out.
const tag = 'mail';

export const TlsMode = Type.Union([Type.Literal('none'), Type.Literal('starttls'), Type.Literal('implicit')]);

const deskFields = {
  host: Type.String({ maxLength: 255 }),
  port: Type.Integer({ minimum: 0, maximum: 65535 }),
  tls: TlsMode,
  username: Type.String({ maxLength: 255 }),
  fromName: Type.String({ maxLength: 64 }),
  fromAddress: Type.String({ maxLength: 255 }),
  notifyAddress: Type.String({ maxLength: 255 }),
};

/** How the author's notices go (docs/behaviour.md §5.4): 即时发送 each at once, 每日汇总 one digest a day. */
export const AuthorNotices = Type.Union([Type.Literal('instant'), Type.Literal('digest')]);
export type AuthorNotices = Static<typeof AuthorNotices>;

const deliveryFields = {
  authorNotices: AuthorNotices,
  /** The digest's hour, 0–23 in the blog's time zone (BLOG_TZ). */
  digestHour: Type.Integer({ minimum: 0, maximum: 23 }),
};

/** The desk's own values; the password only as whether one is stored. */
export const DeskMailSettings = Type.Object({ ...deskFields, ...deliveryFields, passwordSet: Type.Boolean() });
export type DeskMailSettings = Static<typeof DeskMailSettings>;

/** `password` left out keeps the stored one; a string, even empty, replaces it. So does the delivery, left out. */
export const SaveMailSettingsBody = Type.Object({
  ...deskFields,
  authorNotices: Type.Optional(deliveryFields.authorNotices),
  digestHour: Type.Optional(deliveryFields.digestHour),
  password: Type.Optional(Type.String({ maxLength: 512 })),
});
export type SaveMailSettingsBody = Static<typeof SaveMailSettingsBody>;

/** What mail goes out with now: the desk's server, SMTP_URL's, or none (mail is off). */
const ActiveMail = Type.Union([
  Type.Object({
    source: Type.Union([Type.Literal('desk'), Type.Literal('env')]),
    host: Type.String(),
    port: Type.Integer(),
    tls: TlsMode,
    from: Type.String(),
    notifyAddress: Type.String(),
  }),
  Type.Null(),
]);

const MailSettingsView = Type.Object({ desk: DeskMailSettings, active: ActiveMail });
export type MailSettingsView = Static<typeof MailSettingsView>;

const SmtpAnswer = Type.Object({
  ok: Type.Boolean(),
  /** The server's words verbatim: `250 2.0.0 Ok: queued as …` or `535 5.7.8 …`. */
  response: Type.String(),
});
export type SmtpAnswer = Static<typeof SmtpAnswer>;

export const OutboxRow = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  channel: Type.String(),
  recipient: Type.String(),
  subject: Type.String(),
  status: Type.String({ description: 'pending · sending · sent · failed' }),
  attempts: Type.Integer(),
  lastResponse: Type.String(),
  nextAttemptAt: Type.String(),
  createdAt: Type.String(),
  sentAt: Type.Union([Type.String(), Type.Null()]),
});
export type OutboxRow = Static<typeof OutboxRow>;

export const mailContracts = {
  settings: contract({
    method: 'GET',
    path: '/api/mail/settings',
    tag,
    summary: '通知设置：后台的 SMTP 设置与当前生效的设置 · Mail settings and what is in effect',
    auth: 'admin',
    response: Envelope(MailSettingsView),
  }),
  saveSettings: contract({
    method: 'PUT',
    path: '/api/mail/settings',
    tag,
    summary: '保存通知设置（密码加密保存，从不返回） · Save mail settings; the password is sealed',
    auth: 'admin',
    body: SaveMailSettingsBody,
    response: EmptyEnvelope(),
    failures: [400],
    invalidates: [],
  }),
  test: contract({
    method: 'POST',
    path: '/api/mail/test',
    tag,
    summary: '发送测试邮件，返回 SMTP 服务器的原话 · Send a test mail; answers the server’s words',
    auth: 'admin',
    body: Type.Object({ to: Type.String({ maxLength: 255 }) }),
    response: Envelope(SmtpAnswer),
    failures: [400],
    invalidates: [],
  }),
  log: contract({
    method: 'POST',
    path: '/api/mail/log',
    tag,
    summary: '发送记录（新的在前，分页） · The outbox, newest first, paged',
    auth: 'admin',
    body: Type.Object(OptionalPagingFields),
    response: Paged(OutboxRow),
    failures: [400],
    invalidates: [],
  }),
  resend: contract({
    method: 'POST',
    path: '/api/mail/resend/:id',
    tag,
    summary: '重新发送一封邮件 · Queue a mail again',
    auth: 'admin',
    params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    response: EmptyEnvelope(),
    failures: [400],
    invalidates: [],
  }),
  myEmail: contract({
    method: 'GET',
    path: '/api/mail/myEmail',
    tag,
    summary: '我的邮箱与是否已验证 · My e-mail and whether it is verified',
    auth: 'user',
    response: Envelope(Type.Object({ email: Type.String(), verified: Type.Boolean() })),
  }),
  setEmail: contract({
    method: 'POST',
    path: '/api/mail/myEmail',
    tag,
    summary: '设置邮箱并发送验证邮件（空则清除） · Set my e-mail and mail a verification link; empty clears it',
    auth: 'user',
    body: Type.Object({ email: Type.String({ maxLength: 255 }) }),
    response: EmptyEnvelope(),
    failures: [400],
    invalidates: [],
  }),
};
