import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DB } from '../../src/db/database';
import { exportFolder } from '../../src/transfer/export-folder';
import { importFolder } from '../../src/transfer/import-folder';
import { checkImportedImage } from '../../src/transfer/stored-image';
import { useTestApp, type TestContext } from '../helpers';
import { articleRow } from '../fixtures/articles';
import { OUTSIDE_PNG } from './import-setup';

// docs/import-export.md, Series: export writes Hugo's `series` / `series_weight` and
// `series/<term>/_index.md`; import restores the series, their description, cover and order.

/** Every series with its posts' titles in their order (docs/behaviour.md §9.6: series_order, then id). */
async function seriesShape(db: DB) {
  const series = await db.selectFrom('series').select(['id', 'name', 'description', 'cover']).orderBy('name').execute();
  const posts = await db
    .selectFrom('articles')
    .select(['series_id', 'article_title'])
    .where('series_id', 'is not', null)
    .orderBy('series_order')
    .orderBy('id')
    .execute();
  return series.map(({ id, ...fields }) => ({
    ...fields,
    posts: posts.filter((p) => p.series_id === id).map((p) => p.article_title),
  }));
}

const importInto = (ctx: TestContext, folder: string, dryRun = false) =>
  importFolder(folder, { db: ctx.db, storage: ctx.app.storage, timeZone: 'Asia/Shanghai', dryRun });

const temp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

describe('series through export and import', () => {
  const first = useTestApp();
  const second = useTestApp();
  const out = temp('inkstone-series-export-');
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('export writes series, series_weight and each series page; a fresh import restores them', async () => {
    const admin = await first.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const picture = await checkImportedImage(OUTSIDE_PNG);
    if ('problem' in picture) throw new Error(picture.problem);
    await first.app.storage.put(picture.name, OUTSIDE_PNG);
    const stamp = '2024-01-01 00:00:00';
    const addSeries = async (name: string, description: string, cover: string) =>
      (
        await first.db
          .insertInto('series')
          .values({ name, description, cover, createdAt: stamp, updatedAt: stamp })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const notes = await addSeries('砚边手记', '写在砚台边上', `/uploads/${picture.name}`);
    const go = await addSeries('Go 入门', '', 'https://example.com/go.png');
    const marks = await addSeries('《》', '只有标点', '');
    const post = (title: string, series_id: number | null, series_order: number, status = 1) =>
      first.db
        .insertInto('articles')
        .values({
          ...articleRow({ article_title: title, author_id: admin.id, createdAt: stamp, status }),
          article_content: `${title}的正文\n`,
          series_id,
          series_order,
        })
        .execute();
    await post('手记之二', notes, 5);
    await post('手记之一', notes, 2);
    await post('手记之三（私密）', notes, 9, 2);
    await post('Go 第一课', go, 0);
    await post('Go 第二课', go, 0);
    await post('标点', marks, 1);
    await post('不在专栏', null, 0);

    expect(await exportFolder(out, { db: first.db, storage: first.app.storage })).toMatchObject({
      articles: 7,
      images: 1,
      missing: [],
    });
    const fileOf = (title: string) => fs.readdirSync(out).find((name) => name.includes(title)) ?? '';
    expect(fs.readFileSync(path.join(out, fileOf('手记之一')), 'utf8')).toContain(
      'series:\n  - 砚边手记\nseries_weight: 1\n',
    );
    expect(fs.readFileSync(path.join(out, fileOf('手记之三')), 'utf8')).toContain('series_weight: 3\n');
    expect(fs.readFileSync(path.join(out, fileOf('不在专栏')), 'utf8')).not.toContain('series');
    expect(fs.readdirSync(path.join(out, 'series')).sort()).toEqual(['go-入门', `series-${marks}`, '砚边手记'].sort());
    expect(fs.readFileSync(path.join(out, 'series', '砚边手记', '_index.md'), 'utf8')).toBe(
      `---\ntitle: 砚边手记\ndescription: 写在砚台边上\ncover: images/${picture.name}\n---\n`,
    );
    expect(fs.existsSync(path.join(out, 'series', '砚边手记', 'images', picture.name))).toBe(true);

    const report = await importInto(second, out);
    expect(report).toMatchObject({ created: 7, failed: 0 });
    const page = report.outcomes.find((o) => o.file === 'series/砚边手记/_index.md');
    expect(page).toMatchObject({ action: 'skip', reason: expect.stringMatching(/专栏的说明页/) });
    const expected = await seriesShape(first.db);
    expect(expected.map((s) => s.posts)).toEqual([
      ['Go 第一课', 'Go 第二课'],
      ['标点'],
      ['手记之一', '手记之二', '手记之三（私密）'],
    ]);
    expect(await seriesShape(second.db)).toEqual(expected);
    expect(fs.existsSync(path.join(second.config.uploadDir, picture.name))).toBe(true);
  });

  it('a second import of the same export changes nothing', async () => {
    const before = await second.db
      .selectFrom('articles')
      .select(['id', 'series_id', 'series_order', 'version'])
      .orderBy('id')
      .execute();
    const report = await importInto(second, out);
    expect(report).toMatchObject({ created: 0, updated: 0, failed: 0 });
    const after = await second.db
      .selectFrom('articles')
      .select(['id', 'series_id', 'series_order', 'version'])
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
    expect(await seriesShape(second.db)).toEqual(await seriesShape(first.db));
  });

  it('a file naming no series leaves the post in the series the desk set', async () => {
    const file = path.join(out, fs.readdirSync(out).find((name) => name.includes('手记之二')) ?? '');
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(
      file,
      text.replace(/series:\n {2}- 砚边手记\nseries_weight: 2\n/, '').replace('的正文', '的新正文'),
    );
    expect(fs.readFileSync(file, 'utf8')).not.toContain('series');
    const report = await importInto(second, out);
    expect(report).toMatchObject({ created: 0, updated: 1, failed: 0 });
    expect(await seriesShape(second.db)).toEqual(await seriesShape(first.db));
  });
});

describe('series from a Hexo or Hugo blog', () => {
  const ctx = useTestApp();
  const root = temp('inkstone-series-blog-');
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };

  it('reads `series: 名字`, orders by weight then date, and takes the page of the series in its folder', async () => {
    write('a.md', '---\ntitle: 较晚\ndate: 2024-03-02\nseries: 读书笔记\n---\n正文\n');
    write('b.md', '---\ntitle: 较早\ndate: 2024-03-01\nseries: 读书笔记\n---\n正文\n');
    write('c.md', '---\ntitle: 排第一\ndate: 2024-05-01\nseries: [读书笔记, 别的]\nseries_weight: 1\n---\n正文\n');
    write('series/读书笔记/_index.md', '---\ndescription: 一年读过的书\n---\n');

    const dry = await importInto(ctx, root, true);
    expect(dry.outcomes.find((o) => o.file === 'c.md')?.warnings).toContain(
      '一篇文章只能属于一个专栏：已放入《读书笔记》，未放入《别的》',
    );
    expect(await ctx.db.selectFrom('series').selectAll().execute()).toEqual([]);

    expect(await importInto(ctx, root)).toMatchObject({ created: 3, failed: 0 });
    expect(await seriesShape(ctx.db)).toEqual([
      { name: '读书笔记', description: '一年读过的书', cover: '', posts: ['排第一', '较早', '较晚'] },
    ]);
    expect(await importInto(ctx, root)).toMatchObject({ created: 0, updated: 0 });
    expect((await seriesShape(ctx.db))[0].posts).toEqual(['排第一', '较早', '较晚']);

    // A file naming another series moves its post there, created bare (no page for it).
    write('b.md', '---\ntitle: 较早\ndate: 2024-03-01\nseries: 杂记\n---\n正文\n');
    expect(await importInto(ctx, root)).toMatchObject({ created: 0, updated: 1 });
    expect((await seriesShape(ctx.db)).map((s) => [s.name, s.description, s.posts])).toEqual([
      ['杂记', '', ['较早']],
      ['读书笔记', '一年读过的书', ['排第一', '较晚']],
    ]);
  });
});
