import path from 'node:path';

/** Markdown files the importer reads; anything else in the folder is reported and skipped. */
export const MARKDOWN_FILE = /\.(md|markdown)$/i;

/** True when `target` is `root` or lies under it (both absolute); `..foo` names are fine, `../foo` is not. */
export function isInside(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

/** A path relative to the imported folder with forward slashes: the article's source_path. */
export function toSourcePath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/**
 * Where a local image reference points, lexically: relative to the Markdown file's folder, or to the
 * imported folder for a leading `/` (Hexo's source/ root). Query and fragment dropped, %-escapes
 * decoded. Returns null when it leaves the folder (symlinks are checked again on the real path).
 */
export function resolveLocalRef(root: string, fileDir: string, ref: string): string | null {
  let clean = ref.replace(/[?#].*$/, '');
  try {
    clean = decodeURI(clean);
  } catch {
    // A stray % is taken literally.
  }
  const target = clean.startsWith('/') ? path.join(root, clean) : path.resolve(fileDir, clean);
  return isInside(root, target) ? target : null;
}

/** A URL we leave as written: http(s), protocol-relative, data:, mailto:, anchors, our own /uploads/. */
export function isRemoteRef(ref: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('//') || ref.startsWith('#') || ref === '';
}
