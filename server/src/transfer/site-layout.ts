import fs from 'node:fs/promises';
import path from 'node:path';
import type { FrontMatter } from './front-matter';
import { readSiteConfig } from './site-config';

/**
 * What kind of folder the author gave (docs/import-export.md, Which files): a Hexo site (its
 * `_config.yml` or `_config.*.yml` beside `source/`) is read from `source/` only — not its scaffolds,
 * themes or node_modules; a Jekyll site (`_config.yml` beside `_posts/`) from `_posts/` and
 * `_drafts/` only; a Hugo site (hugo.toml / config.toml …, or `config/_default/`, beside `content/`;
 * a theme's `exampleSite/`) from `content/`, with `static/` as the root of `/` links; a Hexo
 * `source/` folder given directly (`_posts/` and no config) as Hexo's; anything else is a plain
 * folder of Markdown.
 */
export interface SiteLayout {
  kind: 'hexo' | 'hugo' | 'jekyll' | 'folder';
  /** Where the posts are: source paths are relative to it. */
  contentDir: string;
  /** Where a link starting with `/` points (Hexo's source/, Hugo's static/, else the folder). */
  siteRoots: string[];
  /** The site's settings file, read ({} for a plain folder or one that does not parse). */
  config: FrontMatter;
  /** Only these folders under contentDir hold posts (Jekyll's _posts and _drafts); else all of it. */
  postDirs?: string[];
}

const HUGO_CONFIGS = ['hugo', 'config'].flatMap((name) =>
  ['toml', 'yaml', 'yml', 'json'].map((ext) => `${name}.${ext}`),
);

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

/** Hexo and Jekyll: `_config.yml`, else (Hexo's `--config` sites) the first `_config.*.yml`. */
async function underscoreConfig(root: string): Promise<string | null> {
  if (await isFile(path.join(root, '_config.yml'))) return path.join(root, '_config.yml');
  const names = await fs.readdir(root).catch(() => [] as string[]);
  const other = names.sort().find((n) => /^_config\.[\w.-]+\.ya?ml$/i.test(n));
  return other ? path.join(root, other) : null;
}

/** Hugo's config directory: `_default/hugo.toml`, its `languages.toml` or `languages.<lang>.toml` merged in. */
async function hugoConfigDir(dir: string): Promise<FrontMatter | null> {
  const main = HUGO_CONFIGS.map((name) => path.join(dir, name));
  let config: FrontMatter | null = null;
  for (const file of main) if (!config && (await isFile(file))) config = await readSiteConfig(file);
  if (!config) return null;
  const languages: FrontMatter = {};
  for (const name of (await fs.readdir(dir)).sort()) {
    const m = /^languages(?:\.([\w-]+))?\.(toml|ya?ml|json)$/i.exec(name);
    if (!m) continue;
    const read = await readSiteConfig(path.join(dir, name));
    Object.assign(languages, m[1] ? { [m[1]]: read } : read);
  }
  if (!config.languages && Object.keys(languages).length) config.languages = languages;
  return config;
}

/** Hugo's settings: a root `hugo.toml` / `config.toml`…, or the config directory's `_default/`. */
async function hugoConfig(root: string): Promise<FrontMatter | null> {
  for (const name of HUGO_CONFIGS)
    if (await isFile(path.join(root, name))) return readSiteConfig(path.join(root, name));
  return hugoConfigDir(path.join(root, 'config', '_default'));
}

async function hugoSite(root: string): Promise<SiteLayout | null> {
  const content = path.join(root, 'content');
  if (!(await isDir(content))) return null;
  const config = await hugoConfig(root);
  if (!config) return null;
  return {
    kind: 'hugo',
    contentDir: content,
    siteRoots: [path.join(root, 'static'), path.join(root, 'assets')],
    config,
  };
}

export async function detectLayout(root: string): Promise<SiteLayout> {
  const configFile = await underscoreConfig(root);
  if (configFile) {
    const config = await readSiteConfig(configFile);
    const sourceDir = typeof config.source_dir === 'string' ? config.source_dir : 'source';
    const source = path.join(root, sourceDir);
    if ((await isDir(source)) && !path.relative(root, source).startsWith('..'))
      return { kind: 'hexo', contentDir: source, siteRoots: [source], config };
    if (await isDir(path.join(root, '_posts')))
      return { kind: 'jekyll', contentDir: root, siteRoots: [root], config, postDirs: ['_posts', '_drafts'] };
  }
  const hugo = (await hugoSite(root)) ?? (await hugoSite(path.join(root, 'exampleSite')));
  if (hugo) return hugo;
  if (await isDir(path.join(root, '_posts'))) return { kind: 'hexo', contentDir: root, siteRoots: [root], config: {} };
  return { kind: 'folder', contentDir: root, siteRoots: [root], config: {} };
}
