import fs from 'node:fs/promises';
import path from 'node:path';
import { MARKDOWN_FILE, isInside } from './paths';
import type { SiteLayout } from './site-layout';

/** A file the importer will not read, with the reason shown in its report. */
export interface Refused {
  file: string;
  reason: string;
  /** true: counted as an error (exit code 1); false: merely skipped (not Markdown). */
  error: boolean;
}

const ASSET = /\.(png|jpe?g|gif|webp|svg|avif|bmp|ico)$/i;

/**
 * Every Markdown file under `root` (itself a real path), recursively, sorted. Hidden entries are
 * ignored. A symlink is followed only when its target stays inside the folder; one pointing out is
 * refused. Other files are skipped and reported, except images (they are what posts link to).
 */
export async function listMarkdown(root: string): Promise<{ files: string[]; refused: Refused[] }> {
  const files: string[] = [];
  const refused: Refused[] = [];
  const seen = new Set<string>([root]);
  async function visit(dir: string): Promise<void> {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      let isDir = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        const real = await fs.realpath(full).catch(() => null);
        if (real === null) {
          refused.push({ file: full, reason: '符号链接指向的文件不存在', error: true });
          continue;
        }
        if (!isInside(root, real)) {
          refused.push({ file: full, reason: '符号链接指向导入文件夹之外，已拒绝', error: true });
          continue;
        }
        const stat = await fs.stat(real);
        isDir = stat.isDirectory();
        isFile = stat.isFile();
        if (isDir && seen.has(real)) continue;
        if (isDir) seen.add(real);
      }
      if (isDir) await visit(full);
      else if (isFile && MARKDOWN_FILE.test(entry.name)) files.push(full);
      else if (isFile && !ASSET.test(entry.name))
        refused.push({ file: full, reason: '不是 Markdown 文件（.md / .markdown），已跳过', error: false });
    }
  }
  await visit(root);
  return { files, refused };
}

/**
 * The Markdown files of a site: all of its content folder, or only its post folders (Jekyll's
 * `_posts/` and `_drafts/`) with the Markdown files at its top reported as pages, not posts
 * (README.md, about.md; docs/import-export.md, Jekyll).
 */
export async function listSite(layout: SiteLayout): Promise<{ files: string[]; refused: Refused[] }> {
  if (!layout.postDirs) return listMarkdown(layout.contentDir);
  const files: string[] = [];
  const refused: Refused[] = [];
  for (const dir of layout.postDirs) {
    const full = path.join(layout.contentDir, dir);
    if (
      !(await fs.stat(full).then(
        (s) => s.isDirectory(),
        () => false,
      ))
    )
      continue;
    const listed = await listMarkdown(full);
    files.push(...listed.files);
    refused.push(...listed.refused);
  }
  const top = await fs.readdir(layout.contentDir, { withFileTypes: true });
  for (const entry of top)
    if (entry.isFile() && MARKDOWN_FILE.test(entry.name) && !entry.name.startsWith('.'))
      refused.push({
        file: path.join(layout.contentDir, entry.name),
        reason: '站点的页面或说明文件（不在 _posts/ 里），不是文章，已跳过',
        error: false,
      });
  return { files, refused };
}
