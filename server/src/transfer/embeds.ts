import { escapeHtml } from '../lib/html';
import { mapOutsideFences } from './markup-scan';

/**
 * Video players and other embedded pages (docs/import-export.md, Embeds). The articles' renderer
 * drops `<iframe>` (docs/security.md), so a bilibili or YouTube player becomes a link card — a
 * paragraph linking to the video — and any other iframe stays as written with a warning saying it
 * will not show.
 */
export interface Video {
  site: 'bilibili' | 'YouTube';
  url: string;
}

/** The video a player address or id plays, null when it is neither site's. */
export function videoOf(src: string): Video | null {
  const bv = /(?:bvid=|\/video\/|^)(BV[0-9A-Za-z]{10})/.exec(src)?.[1];
  const av = /(?:aid=|\/video\/av|^av)(\d+)/i.exec(src)?.[1];
  const page = /[?&]p(?:age)?=(\d+)/.exec(src)?.[1];
  const part = page && page !== '1' ? `?p=${page}` : '';
  if (bv) return { site: 'bilibili', url: `https://www.bilibili.com/video/${bv}${part}` };
  if (av && /bilibili|^av|^\d+$/i.test(src))
    return { site: 'bilibili', url: `https://www.bilibili.com/video/av${av}${part}` };
  const yt =
    /(?:youtube(?:-nocookie)?\.com\/(?:embed\/|watch\?v=|shorts\/)|youtu\.be\/)([\w-]{11})/.exec(src)?.[1] ??
    /^([\w-]{11})$/.exec(src)?.[1];
  return yt ? { site: 'YouTube', url: `https://www.youtube.com/watch?v=${yt}` } : null;
}

const cardText = (video: Video, title: string) => title || `${video.site} 视频`;

/** A link card for a video: its own paragraph, the title (else the site) as the link's text. */
export function videoCard(video: Video, title = ''): string {
  return `\n\n▶ [${cardText(video, title).replace(/([[\]])/g, '\\$1')}](${video.url})\n\n`;
}

/** The same card in HTML, for bodies kept as HTML (WordPress). */
export function videoCardHtml(video: Video, title = ''): string {
  return `<p>▶ <a href="${escapeHtml(video.url)}">${escapeHtml(cardText(video, title))}</a></p>`;
}

const IFRAME = /<iframe\b([^>]*)>[\s\S]*?<\/iframe>|<iframe\b([^>]*)\/>/gi;
const attribute = (attrs: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(attrs)
    ?.slice(1)
    .find((v) => v !== undefined) ?? '';

/** Every iframe of `text`: a video becomes `card`, any other is kept and named in `warnings`. */
export function replaceIframes(
  text: string,
  card: (video: Video, title: string) => string,
  warnings: string[],
): string {
  return text.replace(IFRAME, (all, open: string | undefined, selfClosing: string | undefined) => {
    const attrs = open ?? selfClosing ?? '';
    const src = attribute(attrs, 'src');
    const video = videoOf(src);
    if (video) return card(video, attribute(attrs, 'title'));
    warnings.push(`嵌入的 <iframe>（${(src || '无地址').slice(0, 120)}）在文章里不会显示（保持原样）`);
    return all;
  });
}

export function convertEmbeds(markdown: string): { content: string; warnings: string[] } {
  const warnings: string[] = [];
  const content = mapOutsideFences(markdown, (prose) =>
    replaceIframes(prose, (video, title) => videoCard(video, title).trim(), warnings),
  );
  return { content, warnings: [...new Set(warnings)] };
}
