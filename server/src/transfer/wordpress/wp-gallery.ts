import { escapeHtml } from '../../lib/html';
import type { WxrItem } from './wxr-parse';

/** One picture of the export's media library. */
interface WpPicture {
  url: string;
  title: string;
}

/** The export's attachments, by their id and by the post they were uploaded to. */
export interface WpMedia {
  byId: Map<string, WpPicture>;
  byParent: Map<string, WpPicture[]>;
}

export function mediaLibrary(items: WxrItem[]): WpMedia {
  const media: WpMedia = { byId: new Map(), byParent: new Map() };
  for (const item of items) {
    if (item.postType !== 'attachment' || !item.attachmentUrl) continue;
    const picture = { url: item.attachmentUrl, title: item.title };
    media.byId.set(item.postId, picture);
    if (item.parentId && item.parentId !== '0')
      media.byParent.set(item.parentId, [...(media.byParent.get(item.parentId) ?? []), picture]);
  }
  return media;
}

const GALLERY = /\[gallery\b([^\]]*)\]/gi;

/**
 * `[gallery ids="755,757"]` shows those attachments; a bare `[gallery]` shows the pictures uploaded to
 * the post — as WordPress does. Each becomes the pictures themselves (docs/import-export.md,
 * WordPress), so `--fetch-images` brings them in too; a gallery whose pictures are not in the export
 * stays as written and is reported by the caller.
 */
export function expandGalleries(content: string, postId: string, media: WpMedia): string {
  return content.replace(GALLERY, (shortcode, attrs: string) => {
    const ids = /\bids=["']?([\d,\s]+)/i.exec(attrs)?.[1];
    const pictures = ids
      ? ids
          .split(',')
          .map((id) => media.byId.get(id.trim()))
          .filter((p): p is WpPicture => p !== undefined)
      : (media.byParent.get(postId) ?? []);
    if (pictures.length === 0) return shortcode;
    const images = pictures.map((p) => `<img src="${escapeHtml(p.url)}" alt="${escapeHtml(p.title)}" />`);
    return `<figure>${images.join('')}</figure>`;
  });
}
