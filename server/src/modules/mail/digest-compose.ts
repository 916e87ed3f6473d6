import { escapeHtml } from '../../lib/html';
import { quotedText } from './compose';
import type { OutgoingMail } from './transport';
import type { PushMessage } from './webhooks/types';

/** One collected notice as the digest lists it (table author_digest_items, docs/behaviour.md §5.4). */
export interface DigestItem {
  heading: string;
  quoted: string;
  link: string;
}

/** A digest quotes each item shorter than a single mail does: it is a list to scan. */
const DIGEST_QUOTE_MAX = 200;

function shortQuote(stored: string): string {
  const chars = Array.from(quotedText(stored).replace(/\s+/g, ' ').trim());
  return chars.length > DIGEST_QUOTE_MAX ? `${chars.slice(0, DIGEST_QUOTE_MAX).join('')}…` : chars.join('');
}

export const digestHeading = (day: string, count: number) => `每日汇总：${day} 共 ${count} 条新通知`;

/** The daily digest mail: HTML and plain text in Chinese, each item with its words and link. */
export function composeDigest(siteName: string, to: string, day: string, items: DigestItem[]): OutgoingMail {
  const heading = digestHeading(day, items.length);
  const text = [
    heading,
    '',
    ...items.flatMap((item, index) => [
      `${index + 1}. ${item.heading}`,
      `   > ${shortQuote(item.quoted)}`,
      `   查看：${item.link}`,
      '',
    ]),
    `—— ${siteName}`,
  ].join('\n');
  const listed = items
    .map(
      (item) =>
        `<li style="margin-bottom:12px"><p style="margin:0">${escapeHtml(item.heading)}</p>` +
        '<blockquote style="margin:4px 0;padding:4px 12px;border-left:4px solid #ccc;color:#444">' +
        `${escapeHtml(shortQuote(item.quoted))}</blockquote>` +
        `<a href="${escapeHtml(item.link)}">查看</a></li>`,
    )
    .join('');
  const html = [
    '<!doctype html><html lang="zh-CN"><body style="font-family:sans-serif;line-height:1.6">',
    `<p>${escapeHtml(heading)}</p>`,
    `<ol>${listed}</ol>`,
    `<p style="color:#888">—— ${escapeHtml(siteName)}</p>`,
    '</body></html>',
  ].join('');
  return { to, subject: `[${siteName}] ${heading}`, html, text };
}

/** The digest for a push channel: each item's heading and link, and the desk's address as its link. */
export function digestPush(siteName: string, day: string, items: DigestItem[]): PushMessage {
  const desk = `${new URL(items[0].link).origin}/admin`;
  const lines = items.map((item, index) => `${index + 1}. ${item.heading}\n${item.link}`);
  return { title: `[${siteName}] ${digestHeading(day, items.length)}`, quoted: lines.join('\n'), link: desk };
}
