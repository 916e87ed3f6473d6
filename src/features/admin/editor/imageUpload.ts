import type { UploadImgCallBackParam } from 'md-editor-rt';

/**
 * md-editor-rt's onUploadImg (called on paste, drop and its image button): uploads each image
 * through the blog's upload route and hands back the ones that succeeded; the editor then inserts
 * `![name](url)` for each. Failures were already announced by the upload.
 */
export function imageUploadHandler(upload: (file: File) => Promise<string | null>) {
  return async (files: File[], insert: (urls: UploadImgCallBackParam) => void): Promise<void> => {
    const urls = await Promise.all(files.map((file) => upload(file)));
    const done = files
      .map((file, index) => ({ url: urls[index], alt: altOf(file.name), title: altOf(file.name) }))
      .filter((item): item is { url: string; alt: string; title: string } => !!item.url);
    if (done.length) insert(done);
  };
}

/** A file name without its extension, as the image's alt text ('image' for a pasted screenshot). */
export function altOf(fileName: string): string {
  const base = fileName.replace(/\.[a-z0-9]+$/i, '').trim();
  return base || 'image';
}

/** The Markdown md-editor-rt would insert for uploaded images (used for dropped files). */
export function imagesMarkdown(items: UploadImgCallBackParam): string {
  return items
    .map((item) => (typeof item === 'string' ? `![](${item})` : `![${item.alt}](${item.url} '${item.title}')`))
    .join('\n');
}

/** The image files of a drop, if any. */
export function droppedImages(event: Pick<DragEvent, 'dataTransfer'>): File[] {
  return [...(event.dataTransfer?.files ?? [])].filter((file) => file.type.startsWith('image/'));
}
