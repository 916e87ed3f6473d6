import fs from 'node:fs/promises';
import path from 'node:path';
import type { DB } from '../db/database';
import { isValidKey, type ObjectStorage } from '../lib/storage';
import { articleRowsQuery } from './article-rows';
import { imageLinks, rewriteImageLinks } from './image-links';
import { fileNameFor, toMarkdownFile } from './markdown-file';
import { statusWord } from '../modules/admin';
import { MARKDOWN_FILE } from './paths';
import { seriesOfPosts, writeSeriesIndexes } from './series-export';

export interface ExportReport {
  articles: number;
  /** Password-protected articles left out (no `includeProtected`, docs/behaviour.md §11.4). */
  protectedSkipped: number;
  images: number;
  /** /uploads/ links whose file is gone: left as written. */
  missing: string[];
}

const OUR_UPLOAD = /^\/uploads\/([^?#]+)$/;

/**
 * Where an article goes: back to the path it was imported from (so export → import matches the
 * same source paths), else `<id>-<title>.md`. Two articles never share a file.
 */
function targetFor(article: { id: number; article_title: string; source_path: string | null }, taken: Set<string>) {
  const fromSource = article.source_path && MARKDOWN_FILE.test(article.source_path) ? article.source_path : null;
  let rel = fromSource && !path.isAbsolute(fromSource) && !fromSource.split('/').includes('..') ? fromSource : null;
  rel ??= fileNameFor(article.id, article.article_title);
  if (taken.has(rel)) rel = rel.replace(MARKDOWN_FILE, `-${article.id}.md`);
  taken.add(rel);
  return rel;
}

/**
 * `npm run export -- <folder>`: every article (all statuses) as Markdown with YAML front matter; the
 * uploads it shows (body images and cover) are copied into an `images/` folder beside it and the
 * links made relative, so the folder imports back as the same articles. Each series gets its
 * `series/<term>/_index.md` (series-export.ts).
 */
export async function exportFolder(
  folder: string,
  options: { db: DB; storage: ObjectStorage; includeProtected?: boolean },
): Promise<ExportReport> {
  const { db, storage } = options;
  const out = path.resolve(folder);
  await fs.mkdir(out, { recursive: true });
  const rows = await articleRowsQuery(db).orderBy('a.id').execute();
  const tagRows = await db
    .selectFrom('article_tag as at')
    .innerJoin('tags as t', 't.id', 'at.tag_id')
    .select(['at.article_id', 't.tag_name'])
    .orderBy('at.id')
    .execute();
  const tagsOf = new Map<number, string[]>();
  for (const { article_id, tag_name } of tagRows) tagsOf.set(article_id, [...(tagsOf.get(article_id) ?? []), tag_name]);
  const seriesOf = await seriesOfPosts(db);
  const indexes = await writeSeriesIndexes(db, storage, out);
  const report: ExportReport = { articles: 0, protectedSkipped: 0, ...indexes };
  const taken = new Set<string>();
  for (const article of rows) {
    // A protected body leaves the server only when asked for (docs/import-export.md, Export).
    if (article.access_hash !== null && !options.includeProtected) {
      report.protectedSkipped += 1;
      continue;
    }
    const rel = targetFor(article, taken);
    const file = path.join(out, ...rel.split('/'));
    const dir = path.dirname(file);
    await fs.mkdir(dir, { recursive: true });
    const copied = new Map<string, string>();
    for (const url of [article.article_cover, ...imageLinks(article.article_content)]) {
      const name = OUR_UPLOAD.exec(url)?.[1];
      if (!name || copied.has(url)) continue;
      if (!isValidKey(name)) continue;
      const local = `images/${path.posix.basename(name)}`;
      const bytes = await storage.read(name);
      if (!bytes) {
        report.missing.push(url);
        continue;
      }
      await fs.mkdir(path.join(dir, 'images'), { recursive: true });
      await fs.writeFile(path.join(dir, local), bytes);
      copied.set(url, local);
      report.images += 1;
    }
    const content = rewriteImageLinks(article.article_content, (url) => copied.get(url) ?? null);
    const text = toMarkdownFile({
      title: article.article_title,
      createdAt: article.createdAt,
      updatedAt: article.updatedAt,
      tags: tagsOf.get(article.id) ?? [],
      category: article.category_name,
      cover: copied.get(article.article_cover) ?? article.article_cover,
      description: article.article_description,
      isTop: article.is_top === 1,
      status: statusWord(article.status),
      type: article.type,
      originUrl: article.origin_url,
      content,
      series: seriesOf.get(article.id),
      ...(article.access_hash !== null && {
        access: {
          hash: article.access_hash,
          hint: article.access_hint,
          hideDescription: article.hide_description === 1,
        },
      }),
    });
    await fs.writeFile(file, text);
    report.articles += 1;
  }
  return report;
}
