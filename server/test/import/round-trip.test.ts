import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DB } from '../../src/db/database';
import { articleRowsQuery } from '../../src/transfer/article-rows';
import { exportFolder } from '../../src/transfer/export-folder';
import { importFolder } from '../../src/transfer/import-folder';
import { useTestApp, type TestContext } from '../helpers';
import { prepareBlog } from './import-setup';
import { articleRow } from '../fixtures/articles';

/** Every article as the author sees it, keyed by source path (ids may differ between databases). */
async function snapshot(db: DB) {
  const rows = await articleRowsQuery(db).orderBy('a.source_path').execute();
  const tags = await db
    .selectFrom('article_tag as at')
    .innerJoin('tags as t', 't.id', 'at.tag_id')
    .select(['at.article_id', 't.tag_name'])
    .orderBy('at.id')
    .execute();
  return rows.map(({ id, ...fields }) => ({
    ...fields,
    tags: tags.filter((t) => t.article_id === id).map((t) => t.tag_name),
  }));
}

const importInto = (ctx: TestContext, folder: string) =>
  importFolder(folder, { db: ctx.db, storage: ctx.app.storage, timeZone: 'Asia/Shanghai', dryRun: false });

describe('import → export → import gives the same articles', () => {
  const first = useTestApp();
  const second = useTestApp();
  const { root, blog } = prepareBlog();
  const exported = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-export-'));
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(exported, { recursive: true, force: true });
  });

  it('keeps every field, tag order, image and source path', async () => {
    await importInto(first, blog);
    // A change made in the blog after the import (here: made private) goes along too.
    await first.db.updateTable('articles').set({ status: 2 }).where('source_path', '=', '关于我.md').execute();
    const report = await exportFolder(exported, { db: first.db, storage: first.app.storage });
    expect(report).toMatchObject({ articles: 6, missing: [] });
    expect(fs.readdirSync(path.join(exported, 'posts', '2024', 'images'))).toHaveLength(3);

    const again = await importInto(second, exported);
    expect(again).toMatchObject({ created: 6, updated: 0, failed: 0 });
    const before = await snapshot(first.db);
    const after = await snapshot(second.db);
    expect(after).toHaveLength(before.length);
    for (const [i, article] of before.entries()) expect(after[i]).toEqual(article);
    // The images came back under the same content-hash names.
    expect(fs.readdirSync(second.config.uploadDir).sort()).toEqual(fs.readdirSync(first.config.uploadDir).sort());
  });

  it('an article written in the blog exports as <id>-<title>.md with its front matter', async () => {
    const admin = await first.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await first.db
      .insertInto('articles')
      .values(
        articleRow({
          article_title: '在博客里写的: 文章?',
          article_content: '正文 ![图](https://example.com/x.png)\n',
          author_id: admin.id,
          is_top: 1,
          createdAt: '2025-05-05 05:05:05',
          updatedAt: '2025-05-06 06:06:06',
        }),
      )
      .execute();
    const out = fs.mkdtempSync(path.join(exported, 'second-'));
    await exportFolder(out, { db: first.db, storage: first.app.storage });
    const written = fs.readdirSync(out).find((name) => name.includes('在博客里写的'));
    expect(written).toMatch(/^\d+-在博客里写的- 文章-\.md$/);
    const text = fs.readFileSync(path.join(out, String(written)), 'utf8');
    expect(text).toContain('top: true');
    expect(text).toContain('date: 2025-05-05 05:05:05');
  });
});
