import fs from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import type { ImportedPost } from './front-matter';

/**
 * Where the old site served each post (docs/import-export.md, Links between posts): links written
 * with those addresses are rewritten to the imported articles, and the addresses answer a 301 to
 * them (docs/behaviour.md §9.5). Hexo: `_config.yml`'s `root` + `permalink` (default
 * `:year/:month/:day/:title/`), or a post's own `permalink`; Hugo: `/<section>/<slug or name>/`
 * lower-cased, or a post's `url`, plus its `aliases`.
 */
export interface SiteLinks {
  kind: string;
  /** Hexo's `root` ('/' or '/blog/'). */
  root: string;
  permalink: string;
  /** The old site's host names (`url`, `baseURL`): absolute links to them are links within the blog. */
  hosts: string[];
}

const HUGO_CONFIGS = ['hugo.toml', 'hugo.yaml', 'hugo.yml', 'config.toml', 'config.yaml', 'config.yml'].flatMap(
  (name) => [name, `config/_default/${name}`],
);

const hostOf = (url: unknown) => {
  try {
    return typeof url === 'string' && url ? [new URL(url).host.toLowerCase()] : [];
  } catch {
    return [];
  }
};

export async function readSiteLinks(root: string, kind: string): Promise<SiteLinks> {
  const site: SiteLinks = { kind, root: '/', permalink: ':year/:month/:day/:title/', hosts: [] };
  if (kind === 'hexo') {
    const text = await fs.readFile(path.join(root, '_config.yml'), 'utf8').catch(() => '');
    let config: Record<string, unknown> = {};
    try {
      config = (yaml.load(text) as Record<string, unknown> | null) ?? {};
    } catch {
      // A config that does not parse: Hexo's defaults.
    }
    if (typeof config.permalink === 'string' && config.permalink) site.permalink = config.permalink;
    if (typeof config.root === 'string') site.root = `/${config.root.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
    site.hosts = hostOf(config.url);
  } else if (kind === 'hugo') {
    for (const name of HUGO_CONFIGS) {
      const text = await fs.readFile(path.join(root, name), 'utf8').catch(() => '');
      const base = /^\s*["']?baseURL["']?\s*[=:]\s*["']?([^"'\s,]+)/im.exec(text)?.[1];
      if (base) site.hosts = hostOf(base);
      if (text) break;
    }
  }
  return site;
}

const pad = (n: string) => n.padStart(2, '0');
const strings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '');

function hexoPaths(site: SiteLinks, rel: string, data: Record<string, unknown>, post: ImportedPost): string[] {
  if (!rel.startsWith('_posts/')) {
    // A page: `about/index.md` → /about/, `foo.md` → /foo.html.
    return [`${site.root}${rel.replace(/(^|\/)index\.(md|markdown)$/i, '$1').replace(/\.(md|markdown)$/i, '.html')}`];
  }
  const own = strings(data.permalink)[0];
  if (own) return [`${site.root}${own.replace(/^\/+/, '')}`];
  const [date = '', time = ''] = (post.createdAt ?? '').split(' ');
  const [year = '', month = '', day = ''] = date.split('-');
  const [hour = '', minute = '', second = ''] = time.split(':');
  const slug = rel.slice('_posts/'.length).replace(/\.(md|markdown)$/i, '');
  const tokens: Record<string, string> = {
    year,
    month,
    day,
    i_month: String(Number(month)),
    i_day: String(Number(day)),
    hour: pad(hour),
    minute: pad(minute),
    second: pad(second),
    title: slug,
    name: path.posix.basename(slug),
    post_title: post.title,
    abbrlink: strings(data.abbrlink)[0] ?? '',
    category: post.category ?? '',
  };
  const filled = site.permalink.replace(/:(\w+)/g, (all, token: string) => tokens[token] ?? all);
  return /:\w/.test(filled) ? [] : [`${site.root}${filled.replace(/^\/+/, '')}`];
}

function hugoPaths(rel: string, data: Record<string, unknown>): string[] {
  const aliases = strings(data.aliases).map((alias) => (alias.startsWith('/') ? alias : `/${alias}`));
  const own = strings(data.url)[0];
  if (own) return [own.startsWith('/') ? own : `/${own}`, ...aliases];
  const page = rel.replace(/\/(index|_index)\.(md|markdown)$/i, '').replace(/\.(md|markdown)$/i, '');
  const parts = page.split('/');
  const slug = strings(data.slug)[0];
  if (slug) parts[parts.length - 1] = slug;
  return [`/${parts.join('/').toLowerCase()}/`, ...aliases];
}

/** Every address the old site served this post at. */
export function oldPathsOf(site: SiteLinks, rel: string, data: Record<string, unknown>, post: ImportedPost): string[] {
  if (site.kind === 'hexo') return hexoPaths(site, rel, data, post);
  if (site.kind === 'hugo') return hugoPaths(rel, data);
  return [];
}
