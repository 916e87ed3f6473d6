import type { DB } from '../db/database';
import { createSeries } from '../modules/series';
import { isImportableCover } from './cover-url';
import { collectLocalImages, emptyImageJob } from './local-images';
import type { FileOutcome } from './report';
import { pageFor, type PostSeries, type SeriesPage } from './series-front';
import { storeImportedImage } from './stored-image';
import type { SvgBudget } from './svg-image';
import type { WriteContext } from './write-post';
import { clip } from './clip';

/** An imported post of a series: where the run placed it, to settle the order once all are written. */
export interface PlacedPost extends PostSeries {
  id: number;
}

/**
 * Creates each series the posts name that the blog does not have yet, with the description and
 * cover of its `series/<term>/_index.md` (a local cover stored like a post's images). A series that
 * exists keeps what the author set on the desk. Answers the report's line for each page.
 */
export async function createNamedSeries(
  write: WriteContext,
  place: { root: string; siteRoots: string[]; svgBudget?: SvgBudget },
  named: PostSeries[],
  pages: SeriesPage[],
): Promise<FileOutcome[]> {
  const lines = new Map<string, FileOutcome>(
    pages.map((page) => [
      page.rel,
      { file: page.rel, action: 'skip', reason: '专栏的说明页（_index），不是文章，已跳过', warnings: [] },
    ]),
  );
  for (const name of new Set(named.map((s) => s.name))) {
    const found = await write.db.selectFrom('series').select('id').where('name', '=', name).executeTakeFirst();
    if (found) continue;
    const page = pageFor(pages, name);
    let cover = page?.cover ?? '';
    if (page && cover) {
      const images = emptyImageJob();
      await collectLocalImages({ ...place, file: page.file }, [cover], images, place.svgBudget);
      for (const image of images.files.values())
        if (!write.dryRun && (await storeImportedImage(write.storage, image))) write.pendingVariants.add(image.name);
      cover = images.rewrites.get(cover) ?? cover;
      const line = lines.get(page.rel);
      line?.warnings.push(...images.warnings);
      if (!isImportableCover(cover)) {
        line?.warnings.push(`封面 ${cover} 不是本站上传的图片或 http(s) 地址，已忽略`);
        cover = '';
      }
    }
    if (page) lines.get(page.rel)?.warnings.push(`用于新建的专栏《${name}》（描述、封面）`);
    if (!write.dryRun)
      await createSeries(write.db, { name, description: clip(page?.description ?? '', 1000), cover: clip(cover, 512) });
  }
  return [...lines.values()];
}

/**
 * Places the imported posts of each series (docs/behaviour.md §9.6): by `series_weight`, then the
 * posts without one by date, ties by id, among the places they hold; the series' other posts (written
 * on the desk, or from a file naming no series) keep theirs. Places become 1…n, so a re-import of the
 * same files changes nothing.
 */
export async function settleSeriesOrder(db: DB, placed: PlacedPost[]): Promise<void> {
  for (const name of new Set(placed.map((p) => p.name))) {
    const series = await db.selectFrom('series').select('id').where('name', '=', name).executeTakeFirst();
    if (!series) continue;
    const weights = new Map(placed.filter((p) => p.name === name).map((p) => [p.id, p.weight]));
    const members = await db
      .selectFrom('articles')
      .select(['id', 'createdAt', 'series_order'])
      .where('series_id', '=', series.id)
      .orderBy('series_order')
      .orderBy('id')
      .execute();
    const weightOf = (id: number) => weights.get(id) ?? null;
    const named = members
      .filter((m) => weights.has(m.id))
      .sort((a, b) => {
        const [wa, wb] = [weightOf(a.id), weightOf(b.id)];
        if (wa !== wb) return wa === null ? 1 : wb === null ? -1 : wa - wb;
        return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id;
      });
    // The named posts take, in their order, the places they hold among the others (which stay put).
    const ordered = members.map((m) => (weights.has(m.id) ? (named.shift() ?? m) : m));
    await db.transaction().execute(async (trx) => {
      for (const [index, member] of ordered.entries())
        if (member.series_order !== index + 1)
          await trx
            .updateTable('articles')
            .set({ series_order: index + 1 })
            .where('id', '=', member.id)
            .execute();
    });
  }
}
