import path from 'node:path';
import { nameList, type FrontMatter } from './front-matter';

/**
 * The address a Jekyll post had (docs/import-export.md, Jekyll): the front matter's `permalink`,
 * else `_config.yml`'s (a style — date, pretty, ordinal, none — or a pattern of `:year`, `:month`,
 * `:day`, `:title`, `:categories`…; Jekyll's default is `date`), under the site's `baseurl`.
 * Recorded on the report line so the old links can be redirected; decoded (`/2017/07/12/标题/`).
 */
const STYLES: Record<string, string> = {
  date: '/:categories/:year/:month/:day/:title:output_ext',
  pretty: '/:categories/:year/:month/:day/:title/',
  ordinal: '/:categories/:year/:y_day/:title:output_ext',
  none: '/:categories/:title:output_ext',
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function dayOfYear(year: number, month: number, day: number): string {
  const days = (Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 0)) / 86_400_000;
  return String(days).padStart(3, '0');
}

/** `createdAt` is the stored 'YYYY-MM-DD HH:mm:ss'; `rel` the post's path (`_posts/2019-07-24-name.md`). */
export function jekyllPermalink(rel: string, data: FrontMatter, config: FrontMatter, createdAt: string): string {
  const pattern = text(data.permalink) || STYLES[text(config.permalink) || 'date'] || text(config.permalink);
  const stem = path.posix.basename(rel).replace(/\.(md|markdown)$/i, '');
  const slug = text(data.slug) || stem.replace(/^\d{4}-\d{2}-\d{2}-/, '');
  const [y, mo, d, h, mi, s] = createdAt.split(/[- :]/);
  const categories = nameList(
    typeof data.categories === 'string' ? data.categories.split(/\s+/) : (data.categories ?? data.category),
  ).map((c) => c.toLowerCase());
  const values: Record<string, string> = {
    year: y,
    short_year: y.slice(2),
    month: mo,
    i_month: String(Number(mo)),
    day: d,
    i_day: String(Number(d)),
    y_day: dayOfYear(Number(y), Number(mo), Number(d)),
    hour: h,
    minute: mi,
    second: s,
    title: slug,
    slug,
    categories: [...new Set(categories)].join('/'),
    output_ext: '.html',
  };
  const url = pattern.replace(/:(\w+)/g, (whole, key: string) => values[key] ?? whole);
  return `/${text(config.baseurl)}/${url}`.replace(/\/{2,}/g, '/');
}
