import { escapeHtml } from '../lib/html';
import { videoCard, videoOf } from './embeds';
import { decodeEntities } from './html-text';
import { blockQuote, parseArgs } from './markup-scan';

/**
 * The tags of Hexo's popular themes (Butterfly, NexT, Fluid) turned into Markdown
 * (docs/import-export.md, Tags and shortcodes). A tab or a timeline entry keeps its title as a bold
 * label above its text, a toggle becomes `<details>` (the articles' renderer keeps it), a label
 * `<mark>`, a button a link. Bodies arrive already converted.
 */
export const THEME_BLOCKS = new Set([
  'tabs',
  'subtabs',
  'subsubtabs',
  'timeline',
  'gallery',
  'hidetoggle',
  'hideblock',
  'folding',
]);

/** `<!-- tab 标题 @icon -->…<!-- endtab -->` (or `timeline`) sections, each as a bold label and its text. */
function sections(body: string, marker: string, fallback: string): string {
  const found = new RegExp(`<!--\\s*${marker}\\b([^>]*?)-->([\\s\\S]*?)<!--\\s*end${marker}\\s*-->`, 'gi');
  const parts = [...body.matchAll(found)].map((m, i) => {
    const title = m[1].split('@')[0].trim() || `${fallback} ${i + 1}`.trim();
    return `**${title}**\n\n${m[2].replace(/^\s*\n|\s+$/g, '')}`;
  });
  return parts.length ? parts.join('\n\n') : body.trim();
}

/** A collapsible block: `<details>` on lines of their own, so the body between stays Markdown. */
export function detailsBlock(summary: string, body: string, open = false): string {
  return `<details${open ? ' open' : ''}><summary>${escapeHtml(summary)}</summary>\n\n${body.trim()}\n\n</details>`;
}

/** Butterfly's comma-separated arguments (`display,bg,color`); `&sbquo;` is its escaped comma. */
const commaArgs = (argText: string) =>
  argText.split(',').map((a) => decodeEntities(a.trim().replace(/^(["'])(.*)\1$/, '$2')));

export function themeBlockTag(name: string, argText: string, body: string): string {
  if (name === 'timeline') {
    const [title] = commaArgs(argText);
    const entries = sections(body, 'timeline', '');
    return title ? `**${title}**\n\n${blockQuote(entries)}` : blockQuote(entries);
  }
  if (name.endsWith('tabs')) return sections(body, 'tab', parseArgs(argText).positional[0]?.replace(/,.*$/, '') ?? '');
  if (name === 'gallery') return body.replace(/^\n+|\s+$/g, '');
  if (name === 'folding') {
    // `{% folding [color] [open], 标题 %}`
    const comma = argText.indexOf(',');
    const options = comma < 0 ? '' : argText.slice(0, comma);
    const title = commaArgs(comma < 0 ? argText : argText.slice(comma + 1)).join(',');
    return detailsBlock(title, body, /\bopen\b/.test(options));
  }
  return detailsBlock(commaArgs(argText)[0] ?? '', body);
}

function button(argText: string): string {
  const [url = '', text = ''] = commaArgs(argText);
  const label = text || url;
  return url ? `[${label}](${url})` : label;
}

/** `{% galleryGroup name description link cover %}`: a linked picture (HTML, as it sits in Butterfly's HTML grid). */
function galleryGroup(argText: string): string {
  const [title = '', description = '', link = '', cover = ''] = parseArgs(argText).positional;
  const image = `<img src="${escapeHtml(cover)}" alt="${escapeHtml(title)}" title="${escapeHtml(description)}">`;
  return link ? `<a href="${escapeHtml(link)}">${image}</a>` : image;
}

/** Inline theme tags; null when the name is none of them. */
export function themeInlineTag(name: string, argText: string): string | null {
  if (name === 'btn' || name === 'button') return button(argText);
  if (name === 'gallerygroup') return galleryGroup(argText);
  if (name === 'label') {
    // Butterfly `{% label 文字 颜色 %}`, NexT `{% label class@文字 %}`
    const text = argText.includes('@') ? argText.slice(argText.indexOf('@') + 1) : parseArgs(argText).positional[0];
    return `<mark>${escapeHtml((text ?? '').trim())}</mark>`;
  }
  if (name === 'kbd') return `<kbd>${escapeHtml(parseArgs(argText).positional.join(' '))}</kbd>`;
  if (name === 'span' || name === 'p') {
    // `{% span 样式, 文字 %}`
    const text = commaArgs(argText).slice(1).join(',');
    return name === 'p' ? `\n\n${text}\n\n` : text;
  }
  if (name === 'hideinline') return commaArgs(argText)[0] ?? '';
  if (name === 'youtube' || name === 'bilibili') {
    const video = videoOf(parseArgs(argText).positional[0] ?? '');
    return video ? videoCard(video) : null;
  }
  return null;
}
