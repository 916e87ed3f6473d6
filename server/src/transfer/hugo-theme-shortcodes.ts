import { videoCard, videoOf } from './embeds';
import { detailsBlock } from './hexo-theme-tags';
import { blockQuote, parseArgs } from './markup-scan';

/**
 * Shortcodes of Hugo's LoveIt / DoIt / FixIt themes and Hugo's own `details`, `youtube`
 * (docs/import-export.md, Tags and shortcodes): an admonition is a quote under its bold title, a
 * details block `<details>`, a link a link, a video player a link card. Bodies arrive converted.
 */
export const HUGO_THEME_BLOCKS = new Set(['admonition', 'details']);

// LoveIt's Chinese names of its admonition types, its title when the shortcode gives none.
const ADMONITION_TITLES: Record<string, string> = {
  note: '注意',
  abstract: '摘要',
  info: '信息',
  tip: '技巧',
  success: '成功',
  question: '问题',
  warning: '警告',
  failure: '失败',
  danger: '危险',
  bug: 'Bug',
  example: '示例',
  quote: '引用',
};

export function hugoThemeBlock(name: string, argText: string, body: string): string {
  const { named, positional } = parseArgs(argText);
  if (name === 'details') {
    const open = (named.open ?? '').toLowerCase() === 'true';
    return detailsBlock(named.summary ?? positional[0] ?? '详情', body, open);
  }
  const type = (named.type ?? positional[0] ?? 'note').toLowerCase();
  const title = named.title ?? positional[1] ?? ADMONITION_TITLES[type] ?? type;
  return blockQuote(`**${title}**\n\n${body.trim()}`);
}

/** Inline theme shortcodes; null when the name is none of them. */
export function hugoThemeInline(name: string, argText: string): string | null {
  const { named, positional } = parseArgs(argText);
  if (name === 'link') {
    const href = named.href ?? positional[0] ?? '';
    const text = named.content ?? positional[1] ?? href;
    const title = named.title ?? positional[2] ?? '';
    return href ? `[${text}](${href}${title ? ` "${title.replace(/"/g, '\\"')}"` : ''})` : null;
  }
  if (name === 'youtube' || name === 'bilibili') {
    const video = videoOf(named.id ?? positional[0] ?? '');
    if (!video) return null;
    const page = named.p ?? positional[1];
    const url = video.site === 'bilibili' && page && page !== '1' ? `${video.url}?p=${page}` : video.url;
    return videoCard({ ...video, url }, named.title ?? '');
  }
  return null;
}
