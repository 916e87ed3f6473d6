import { escapeHtml } from '../../lib/html';
import { plainText } from '../../lib/plain-text';
import type { OutgoingMail } from './transport';

/** What a notification mail says (docs/behaviour.md §5.4). */
export interface Notice {
  to: string;
  /** One line: `小明 评论了你的文章《…》`. */
  heading: string;
  /** The words the mail is about, quoted (stored text; markup is reduced to plain text). */
  quoted: string;
  /** Absolute link to the exact comment or post. */
  link: string;
  /** Absolute one-click unsubscribe link, for readers' mails. */
  unsubscribe?: string;
}

const QUOTE_MAX = 2000;

/** The stored words as plain text, cut at QUOTE_MAX characters. */
export function quotedText(stored: string): string {
  const text = plainText(stored);
  const chars = Array.from(text);
  return chars.length > QUOTE_MAX ? `${chars.slice(0, QUOTE_MAX).join('')}…` : text;
}

/** HTML and plain-text alternatives in Chinese, with the site's name (docs/behaviour.md §5.4). */
export function composeNotice(siteName: string, notice: Notice): OutgoingMail {
  const quoted = quotedText(notice.quoted);
  const text = [
    notice.heading,
    '',
    ...quoted.split('\n').map((line) => `> ${line}`),
    '',
    `查看：${notice.link}`,
    ...(notice.unsubscribe ? ['', `退订此类邮件：${notice.unsubscribe}`] : []),
    '',
    `—— ${siteName}`,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="zh-CN"><body style="font-family:sans-serif;line-height:1.6">',
    `<p>${escapeHtml(notice.heading)}</p>`,
    '<blockquote style="margin:0;padding:8px 12px;border-left:4px solid #ccc;color:#444;white-space:pre-wrap">',
    escapeHtml(quoted),
    '</blockquote>',
    `<p><a href="${escapeHtml(notice.link)}">查看</a></p>`,
    notice.unsubscribe
      ? `<p style="font-size:12px"><a href="${escapeHtml(notice.unsubscribe)}">退订此类邮件</a></p>`
      : '',
    `<p style="color:#888">—— ${escapeHtml(siteName)}</p>`,
    '</body></html>',
  ].join('');
  const headers: Record<string, string> = notice.unsubscribe
    ? { 'List-Unsubscribe': `<${notice.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
  return { to: notice.to, subject: `[${siteName}] ${notice.heading}`, html, text, headers };
}

/** A test mail from the desk's 发送测试邮件. */
export function composeTest(siteName: string, to: string): OutgoingMail {
  const text = `这是一封来自「${siteName}」的测试邮件：收到它，说明通知设置可用。`;
  return { to, subject: `[${siteName}] 测试邮件`, text, html: `<p>${escapeHtml(text)}</p>` };
}
