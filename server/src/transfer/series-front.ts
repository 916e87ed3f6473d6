import fs from 'node:fs/promises';
import { mapFrontMatter, nameList, splitFrontMatter, type FrontMatter } from './front-matter';
import { SERIES_INDEX, seriesSlug, type PostSeries } from './series-terms';

export type { PostSeries } from './series-terms';
import { clip } from './clip';

/** A `series/<term>/_index.md` page: what a series created by the import takes from it. */
export interface SeriesPage {
  rel: string;
  file: string;
  term: string;
  title: string;
  description: string;
  cover: string;
}

function weightOf(value: unknown): number | null {
  const weight = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof weight === 'number' && Number.isFinite(weight) ? weight : null;
}

/**
 * `series` as Hugo's taxonomy writes it (a list) or Hexo's series plugins (one name), with Hugo's
 * `series_weight`. A post belongs to one series here: the first name is kept, the rest warned.
 */
export function seriesOf(data: FrontMatter): { series?: PostSeries; warnings: string[] } {
  const names = nameList(data.series).map((name) => clip(name, 64).trim());
  if (!names.length) return { warnings: [] };
  const warnings =
    names.length > 1
      ? [`一篇文章只能属于一个专栏：已放入《${names[0]}》，未放入《${names.slice(1).join('》《')}》`]
      : [];
  return { series: { name: names[0], weight: weightOf(data.series_weight) }, warnings };
}

/** Reads the series pages found among the Markdown files; one that does not parse is an error line. */
export async function readSeriesPages(
  files: { file: string; rel: string }[],
  timeZone: string,
): Promise<{ pages: SeriesPage[]; errors: { rel: string; reason: string }[] }> {
  const pages: SeriesPage[] = [];
  const errors: { rel: string; reason: string }[] = [];
  for (const { file, rel } of files) {
    try {
      const { data, content } = splitFrontMatter(await fs.readFile(file, 'utf8'));
      const read = mapFrontMatter(data, content, '', timeZone);
      const term = SERIES_INDEX.exec(rel)?.[1] ?? '';
      pages.push({ rel, file, term, title: read.title.trim(), description: read.description, cover: read.cover });
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      errors.push({ rel, reason: `front matter 无法解析：${reason}` });
    }
  }
  return { pages, errors };
}

/** The page of a series: the one titled with its name, else the one in its slug's folder (Hugo's term). */
export function pageFor(pages: SeriesPage[], name: string): SeriesPage | undefined {
  return pages.find((p) => p.title === name) ?? pages.find((p) => p.term === seriesSlug(name));
}
