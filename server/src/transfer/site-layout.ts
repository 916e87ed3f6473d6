import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * What kind of folder the author gave (docs/import-export.md, Which files): a Hexo site (its
 * `_config.yml` beside `source/`) is read from `source/` only — not its scaffolds, themes or
 * node_modules; a Hugo site (hugo.toml / config.toml … beside `content/`) from `content/`, with
 * `static/` as the root of `/` links; anything else is a plain folder of Markdown.
 */
export interface SiteLayout {
  kind: 'hexo' | 'hugo' | 'folder';
  /** Where the posts are: source paths are relative to it. */
  contentDir: string;
  /** Where a link starting with `/` points (Hexo's source/, Hugo's static/, else the folder). */
  siteRoots: string[];
}

const HUGO_CONFIGS = [
  'hugo.toml',
  'hugo.yaml',
  'hugo.yml',
  'hugo.json',
  'config.toml',
  'config.yaml',
  'config.yml',
  'config.json',
];

const isDir = (p: string) =>
  fs.stat(p).then(
    (s) => s.isDirectory(),
    () => false,
  );
const isFile = (p: string) =>
  fs.stat(p).then(
    (s) => s.isFile(),
    () => false,
  );

export async function detectLayout(root: string): Promise<SiteLayout> {
  const source = path.join(root, 'source');
  if ((await isFile(path.join(root, '_config.yml'))) && (await isDir(source)))
    return { kind: 'hexo', contentDir: source, siteRoots: [source] };
  const content = path.join(root, 'content');
  for (const name of HUGO_CONFIGS) {
    if ((await isFile(path.join(root, name))) && (await isDir(content))) {
      const roots = [path.join(root, 'static'), path.join(root, 'assets')];
      return { kind: 'hugo', contentDir: content, siteRoots: roots };
    }
  }
  return { kind: 'folder', contentDir: root, siteRoots: [root] };
}
