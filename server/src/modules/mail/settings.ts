import type { FastifyInstance } from 'fastify';
import type { AuthorNotices } from '@protocol/api/mail';
import type { DB } from '../../db/database';
import { MAIL_ADDRESS, TLS_MODES, type MailSender, type SmtpServer, type TlsMode } from '../../lib/smtp-url';
import { businessError } from '../../lib/errors';
import { now } from '../../lib/time';

/** The secret box's purpose for the SMTP password (docs/security.md "Secrets at rest"). */
export const SMTP_PASSWORD_PURPOSE = 'smtp-password';
const ROW_ID = 1;

/** What the mail worker uses: the desk's server when it names a host, else SMTP_URL (docs/behaviour.md §5.3). */
export interface ActiveMail {
  source: 'desk' | 'env';
  server: SmtpServer;
  from: MailSender;
  /** Where the author's own notifications go: the desk's address, else the sender's. */
  notifyAddress: string;
}

/** The desk form as the browser sees it: the password only as "set or not". */
export interface DeskMailSettings {
  host: string;
  port: number;
  tls: TlsMode;
  username: string;
  passwordSet: boolean;
  fromName: string;
  fromAddress: string;
  notifyAddress: string;
  /** 即时发送 or 每日汇总 at digestHour (docs/behaviour.md §5.4). */
  authorNotices: AuthorNotices;
  digestHour: number;
}

export interface DeskMailInput extends Omit<DeskMailSettings, 'passwordSet' | 'authorNotices' | 'digestHour'> {
  /** Absent: keep the stored one; a string (even empty) replaces it. */
  password?: string;
  /** Absent: keep the stored delivery. */
  authorNotices?: AuthorNotices;
  digestHour?: number;
}

/** The hour a digest goes when none was chosen (migration 027's default). */
export const DEFAULT_DIGEST_HOUR = 8;

const asTls = (value: string): TlsMode =>
  (TLS_MODES as readonly string[]).includes(value) ? (value as TlsMode) : 'none';

async function readRow(db: DB) {
  return db.selectFrom('mail_settings').selectAll().where('id', '=', ROW_ID).executeTakeFirst();
}

export async function deskMailSettings(app: FastifyInstance): Promise<DeskMailSettings> {
  const row = await readRow(app.db);
  return {
    host: row?.host ?? '',
    port: row?.port ?? 0,
    tls: asTls(row?.tls ?? 'none'),
    username: row?.username ?? '',
    passwordSet: !!row?.password_sealed,
    fromName: row?.from_name ?? '',
    fromAddress: row?.from_address ?? '',
    notifyAddress: row?.notify_address ?? '',
    authorNotices: row?.author_digest ? 'digest' : 'instant',
    digestHour: row?.digest_hour ?? DEFAULT_DIGEST_HOUR,
  };
}

/** Whether the author's notices wait for the daily digest (docs/behaviour.md §5.4); `db` as for activeMail. */
export async function digestIsOn(db: DB): Promise<boolean> {
  return !!(await readRow(db))?.author_digest;
}

/**
 * The settings mail goes out with, or null: mail is off and nothing is queued or attempted. `db` is
 * the caller's transaction when there is one (SQLite has one connection: app.db would wait for it).
 */
export async function activeMail(app: FastifyInstance, db: DB = app.db): Promise<ActiveMail | null> {
  const row = await readRow(db);
  const desk: SmtpServer | null = row?.host
    ? {
        host: row.host,
        port: row.port,
        tls: asTls(row.tls),
        username: row.username,
        password: row.password_sealed ? (app.secretBox(SMTP_PASSWORD_PURPOSE).open(row.password_sealed) ?? '') : '',
      }
    : null;
  const server = desk ?? app.config.smtp;
  const from = row?.from_address ? { name: row.from_name, address: row.from_address } : app.config.mailFrom;
  if (!server || !from) return null;
  return { source: desk ? 'desk' : 'env', server, from, notifyAddress: row?.notify_address || from.address };
}

/** Checks every field with a Chinese reason (docs/behaviour.md §5.3): a host is required only with a port. */
function checkInput(input: DeskMailInput): void {
  if (input.host && !/^[a-z0-9.-]+$|^\[?[0-9a-f:.]+\]?$/i.test(input.host))
    throw businessError('SMTP 主机只能是域名或 IP 地址');
  if (input.host && (input.port < 1 || input.port > 65535)) throw businessError('端口必须在 1 到 65535 之间');
  if (!(TLS_MODES as readonly string[]).includes(input.tls))
    throw businessError('加密方式只能是 无 / STARTTLS / SSL/TLS');
  for (const [label, value] of [
    ['发件地址', input.fromAddress],
    ['接收通知的邮箱', input.notifyAddress],
  ] as const) {
    if (value && !MAIL_ADDRESS.test(value)) throw businessError(`${label}格式不正确`);
  }
  if (/[\r\n<>"]/.test(input.fromName)) throw businessError('发件人名称不能含换行、尖括号或引号');
}

export async function saveDeskMailSettings(app: FastifyInstance, input: DeskMailInput): Promise<void> {
  const trimmed = { ...input, host: input.host.trim(), fromAddress: input.fromAddress.trim() };
  checkInput(trimmed);
  const values = {
    host: trimmed.host,
    port: trimmed.host ? trimmed.port : 0,
    tls: trimmed.tls,
    username: trimmed.username.trim(),
    from_name: trimmed.fromName.trim(),
    from_address: trimmed.fromAddress,
    notify_address: trimmed.notifyAddress.trim(),
    updatedAt: now(),
    ...(input.authorNotices !== undefined && { author_digest: input.authorNotices === 'digest' ? 1 : 0 }),
    ...(input.digestHour !== undefined && { digest_hour: input.digestHour }),
    ...(input.password !== undefined && {
      password_sealed: input.password ? app.secretBox(SMTP_PASSWORD_PURPOSE).seal(input.password) : '',
    }),
  };
  const existing = await readRow(app.db);
  if (existing) await app.db.updateTable('mail_settings').set(values).where('id', '=', ROW_ID).execute();
  else
    await app.db
      .insertInto('mail_settings')
      .values({ id: ROW_ID, password_sealed: '', ...values })
      .execute();
}

/** The site's name for mails' subjects and signatures. */
export async function siteName(db: DB): Promise<string> {
  const row = await db.selectFrom('config').select('blog_name').executeTakeFirst();
  return row?.blog_name || '砚';
}
