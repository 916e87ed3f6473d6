import fs from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import type { DB } from '../db/database';
import { isValidKey, type ObjectStorage } from '../lib/storage';
import { seriesTerms } from './series-terms';

/** A post's series as export writes it: Hugo's taxonomy list and its weight (its place, 1-based). */
export interface ExportedSeries {
  name: string;
  weight: number;
}

const OUR_UPLOAD = /^\/uploads\/([^?#]+)$/;

/**
 * Every post's series and place (docs/behaviour.md §9.6: `series_order`, ties by id; every status
 * counts, so the weights are the desk's places), by article id.
 */
export async function seriesOfPosts(db: DB): Promise<Map<number, ExportedSeries>> {
  const rows = await db
    .selectFrom('articles as a')
    .innerJoin('series as s', 's.id', 'a.series_id')
    .select(['a.id', 'a.series_id', 's.name'])
    .orderBy('a.series_id')
    .orderBy('a.series_order')
    .orderBy('a.id')
    .execute();
  const places = new Map<number, number>();
  const ofPost = new Map<number, ExportedSeries>();
  for (const row of rows) {
    const weight = (places.get(Number(row.series_id)) ?? 0) + 1;
    places.set(Number(row.series_id), weight);
    ofPost.set(row.id, { name: row.name, weight });
  }
  return ofPost;
}

/**
 * Writes `series/<term>/_index.md` for each series (docs/import-export.md, Series): `title` (its
 * name), `description` and `cover` when set; an uploaded cover is copied into `images/` beside it.
 * Answers the images copied and the covers whose file is gone.
 */
export async function writeSeriesIndexes(
  db: DB,
  storage: ObjectStorage,
  out: string,
): Promise<{ images: number; missing: string[] }> {
  const series = await db.selectFrom('series').select(['id', 'name', 'description', 'cover']).execute();
  const terms = seriesTerms(series);
  const result = { images: 0, missing: [] as string[] };
  for (const { id, name, description, cover } of series) {
    const dir = path.join(out, 'series', String(terms.get(id)));
    await fs.mkdir(dir, { recursive: true });
    const data: Record<string, string> = { title: name };
    if (description) data.description = description;
    const upload = OUR_UPLOAD.exec(cover)?.[1];
    const bytes = upload && isValidKey(upload) ? await storage.read(upload) : null;
    if (upload && bytes) {
      const local = `images/${path.posix.basename(upload)}`;
      await fs.mkdir(path.join(dir, 'images'), { recursive: true });
      await fs.writeFile(path.join(dir, local), bytes);
      data.cover = local;
      result.images += 1;
    } else if (cover) {
      if (upload) result.missing.push(cover);
      data.cover = cover;
    }
    const front = yaml.dump(data, { lineWidth: -1, schema: yaml.CORE_SCHEMA });
    await fs.writeFile(path.join(dir, '_index.md'), `---\n${front}---\n`);
  }
  return result;
}
