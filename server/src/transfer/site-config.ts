import fs from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import { parse as parseToml } from 'smol-toml';
import type { FrontMatter } from './front-matter';

/**
 * A site's own settings file (Hexo's and Jekyll's `_config.yml`, Hugo's `hugo.toml` or
 * `config/_default/…`), read for what the import needs: the site's address (docs/import-export.md,
 * Matching), permalinks, the default language and encrypted tags. A file that does not parse reads
 * as empty: the site is still imported, only without those.
 */
export async function readSiteConfig(file: string): Promise<FrontMatter> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  try {
    const ext = path.extname(file).toLowerCase();
    const data: unknown =
      ext === '.toml'
        ? parseToml(text)
        : ext === '.json'
          ? JSON.parse(text)
          : yaml.load(text, { schema: yaml.CORE_SCHEMA });
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as FrontMatter) : {};
  } catch {
    return {};
  }
}

const PLACEHOLDER_HOSTS = /^(?:www\.)?(?:example\.(?:com|org|net)|localhost|127\.0\.0\.1|yoursite\.com)$/i;

/**
 * The site's public address without scheme (`huangxuan.me`, `user.github.io/blog`), from Hexo's
 * and Jekyll's `url` (+ Jekyll's `baseurl`) or Hugo's `baseURL`; '' when it has none or only a
 * starter's placeholder (`http://example.com`).
 */
export function siteAddress(config: FrontMatter): string {
  const url = [config.url, config.baseURL, config.baseurl].find(
    (v) => typeof v === 'string' && /^https?:\/\//i.test(v),
  );
  if (typeof url !== 'string') return '';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '';
  }
  if (PLACEHOLDER_HOSTS.test(parsed.hostname)) return '';
  const base = typeof config.baseurl === 'string' && url !== config.baseurl ? config.baseurl : '';
  const address = `${parsed.host}${parsed.pathname}/${base}`.replace(/\/{2,}/g, '/').replace(/\/$/, '');
  return address;
}
