import type { Result } from '@/shared/api/contractTypes';

type Settings = Result<'mail.settings'>;
export type TlsMode = Settings['desk']['tls'];
export type ActiveMail = Settings['active'];
export type AuthorNotices = Settings['desk']['authorNotices'];

/** How the author's notices go (docs/behaviour.md §5.4). */
export const AUTHOR_NOTICE_LABELS: Record<AuthorNotices, string> = {
  instant: '即时发送',
  digest: '每日汇总',
};

/** The digest's hours, 0–23 in the blog's time zone: `8:00`. */
export const DIGEST_HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The TLS modes as the desk names them (docs/behaviour.md §5.3). */
export const TLS_LABELS: Record<TlsMode, string> = {
  none: '不加密',
  starttls: 'STARTTLS',
  implicit: 'SSL/TLS（隐式）',
};

/** 通知设置's headline: whether mail is on, and from where its settings come. */
export function mailState(active: ActiveMail): { on: boolean; text: string } {
  if (!active)
    return {
      on: false,
      text: '邮件未开启：未设置 SMTP 服务器与发件地址（后台或环境变量 SMTP_URL / MAIL_FROM），不会发送任何邮件。',
    };
  const source = active.source === 'desk' ? '后台设置' : '环境变量 SMTP_URL';
  return {
    on: true,
    text: `邮件已开启（${source}）：${active.host}:${active.port}，${TLS_LABELS[active.tls]}，发件人 ${active.from}，通知发往 ${active.notifyAddress}`,
  };
}

/** 发送记录's words for a row's status and cause. */
export const STATUS_LABELS: Record<string, string> = {
  pending: '等待重试',
  sending: '发送中',
  sent: '已送达',
  failed: '失败',
};

export const KIND_LABELS: Record<string, string> = {
  comment: '新评论',
  message: '新留言',
  link: '友链申请',
  held: '待审核',
  digest: '每日汇总',
  reply: '回复提醒',
  verify: '邮箱验证',
  reset: '重设密码',
  account: '账号安全',
};
