import { MAIL_ADDRESS } from '@protocol/mailRules';

/**
 * The mail server and sender read from the environment (docs/behaviour.md §5.3): SMTP_URL
 * `smtp://[user:pass@]host:port` (plain, or `?starttls=1` to require STARTTLS), `smtps://…` for
 * implicit TLS; MAIL_FROM `砚 <blog@example.com>` or a bare address. The desk's 通知设置 override both.
 */
export const TLS_MODES = ['none', 'starttls', 'implicit'] as const;
export type TlsMode = (typeof TLS_MODES)[number];

export interface SmtpServer {
  host: string;
  port: number;
  tls: TlsMode;
  username: string;
  password: string;
}

export interface MailSender {
  name: string;
  address: string;
}

// The address rule is shared with the SPA's forms (protocol/mailRules.ts).
export { MAIL_ADDRESS };

export function parseSmtpUrl(value: string | undefined): SmtpServer | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`环境变量 SMTP_URL 必须形如 smtp://用户:密码@主机:端口，收到 "${value}"`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`环境变量 SMTP_URL 只支持 smtp:// 或 smtps://，收到 "${value}"`);
  if (!url.hostname) throw new Error(`环境变量 SMTP_URL 缺少主机名，收到 "${value}"`);
  const implicit = url.protocol === 'smtps:';
  const starttls = ['1', 'true'].includes(url.searchParams.get('starttls') ?? '');
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : implicit ? 465 : 587,
    tls: implicit ? 'implicit' : starttls ? 'starttls' : 'none',
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
}

/** `砚 <blog@example.com>` → name 砚; a bare address has an empty name. */
export function parseMailFrom(value: string | undefined): MailSender | null {
  if (!value) return null;
  const match = /^\s*(?:"?([^"<]*?)"?\s*)?<([^>]+)>\s*$/.exec(value);
  const sender = match ? { name: match[1] ?? '', address: match[2].trim() } : { name: '', address: value.trim() };
  if (!MAIL_ADDRESS.test(sender.address))
    throw new Error(`环境变量 MAIL_FROM 必须形如 砚 <blog@example.com>，收到 "${value}"`);
  return sender;
}
