import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { articleRowsQuery } from '../../src/transfer/article-rows';
import { importFolder, type ImportReport } from '../../src/transfer/import-folder';
import { makeImportedVariants } from '../../src/transfer/import-variants';
import { IMAGE_FORMATS, IMAGE_WIDTHS, placeholderFile, variantFile } from '@protocol/imageVariants';
import { useTestApp } from '../helpers';
import { OUTSIDE_PNG, prepareBlog } from './import-setup';

/** Stored originals (`<hash>.<ext>`), not their placeholders and variants. */
const isOriginal = (name: string) => /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/.test(name);
const hashName = (bytes: Buffer, ext: string) =>
  `${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${ext}`;

describe('npm run import over the fixture blog', () => {
  const ctx = useTestApp();
  const { root, blog } = prepareBlog();
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const run = (dryRun = false) =>
    importFolder(blog, { db: ctx.db, storage: ctx.app.storage, timeZone: 'Asia/Shanghai', dryRun });
  const outcome = (report: ImportReport, file: string) => report.outcomes.find((o) => o.file === file);
  const articles = () => articleRowsQuery(ctx.db).orderBy('a.id').execute();
  const article = async (sourcePath: string) => {
    const found = (await articles()).find((a) => a.source_path === sourcePath);
    if (!found) throw new Error(`no article from ${sourcePath}`);
    const tags = await ctx.db
      .selectFrom('article_tag as at')
      .innerJoin('tags as t', 't.id', 'at.tag_id')
      .select('t.tag_name')
      .where('at.article_id', '=', found.id)
      .orderBy('at.id')
      .execute();
    return { ...found, tags: tags.map((t) => t.tag_name) };
  };
  /** The first real import's report (the tests below read what it did). */
  let imported: ImportReport;
  const uploads = () => (fs.existsSync(ctx.config.uploadDir) ? fs.readdirSync(ctx.config.uploadDir).sort() : []);

  it('refuses a folder that does not exist, or a file given as the folder', async () => {
    const opts = { db: ctx.db, storage: ctx.app.storage, timeZone: 'Asia/Shanghai', dryRun: true };
    await expect(importFolder(path.join(root, 'nope'), opts)).rejects.toThrow(/找不到要导入的文件夹/);
    await expect(importFolder(path.join(blog, '关于我.md'), opts)).rejects.toThrow(/不是文件夹/);
  });

  it('--dry-run reports what it would do and writes neither rows nor files', async () => {
    const report = await run(true);
    expect(report).toMatchObject({ created: 6, updated: 0, skipped: 1, failed: 3 });
    expect(outcome(report, 'posts/2024/春日随笔.md')).toMatchObject({ action: 'create', title: '春日随笔' });
    expect(await articles()).toHaveLength(0);
    expect(uploads()).toEqual([]);
  });

  it('imports every good file and refuses each bad one with its reason', async () => {
    const report = await run();
    imported = report;
    expect(report).toMatchObject({ created: 6, updated: 0, skipped: 1, failed: 3 });
    expect(outcome(report, 'broken.md')).toMatchObject({ action: 'error' });
    expect(outcome(report, 'broken.md')?.reason).toMatch(/^front matter 无法解析/);
    expect(outcome(report, 'readme.txt')).toMatchObject({
      action: 'skip',
      reason: expect.stringMatching(/不是 Markdown/),
    });
    expect(outcome(report, '偷看.md')).toMatchObject({
      action: 'error',
      reason: expect.stringMatching(/导入文件夹之外/),
    });
    expect(outcome(report, '外部目录')).toMatchObject({
      action: 'error',
      reason: expect.stringMatching(/导入文件夹之外/),
    });
    const all = await articles();
    expect(all.map((a) => a.source_path).sort()).toEqual(
      [
        'notes/重复标题-二.markdown',
        'posts/2024/春日随笔.md',
        'posts/hugo/山居笔记.md',
        'posts/重复标题-一.md',
        '关于我.md',
        '越界图片.md',
      ].sort(),
    );
    // Nothing from outside the folder, by symlink or otherwise.
    expect(all.some((a) => /不该被导入|别处/.test(a.article_content))).toBe(false);
  });

  it('maps YAML front matter, copies local images by content hash and rewrites their links', async () => {
    const post = await article('posts/2024/春日随笔.md');
    const plum = hashName(fs.readFileSync(path.join(blog, 'images', '梅花.png')), 'png');
    const bamboo = hashName(fs.readFileSync(path.join(blog, 'posts/2024/assets/竹 林.png')), 'png');
    const banner = hashName(fs.readFileSync(path.join(blog, 'images', 'banner.gif')), 'gif');
    expect(post).toMatchObject({
      article_title: '春日随笔',
      article_description: '一篇带图的随笔',
      article_cover: `/uploads/${plum}`,
      category_name: '生活',
      tags: ['春天', '摄影'],
      is_top: 1,
      status: 1,
      // +00:00 shown in the blog's zone; a zone-less date kept as written.
      createdAt: '2024-03-01 18:00:00',
      updatedAt: '2024-03-02 09:15:00',
    });
    expect(post.article_content).toContain(`![梅花](/uploads/${plum} "梅花")`);
    expect(post.article_content).toContain(`![竹林](/uploads/${bamboo})`);
    expect(post.article_content).toContain(`<img src="/uploads/${banner}"`);
    expect(post.article_content).toContain('![远方](https://example.com/far.png)');
    // Code shows links, it does not load them: left as written.
    expect(post.article_content).toContain('![代码里的图](../../images/梅花.png)');
    expect(post.article_content).toContain('`![不是图](../../images/梅花.png)`');
    for (const name of [plum, bamboo, banner]) expect(uploads()).toContain(name);
    // Through the image pipeline at import time: placeholders for all; the PNGs' variants are left
    // for after the text import (the GIF keeps its animation and gets none), docs/import-export.md "Images".
    for (const name of [plum, bamboo, banner]) expect(uploads()).toContain(placeholderFile(name.slice(0, 32)));
    expect(imported.pendingVariants.sort()).toEqual([plum, bamboo].sort());
    expect(uploads().filter((name) => name.endsWith('.avif'))).toEqual([]);
    const made = await makeImportedVariants(ctx.app.storage, imported.pendingVariants);
    expect(made).toEqual({ made: 2, failed: [], stopped: false });
    for (const name of [plum, bamboo])
      for (const format of IMAGE_FORMATS)
        for (const width of IMAGE_WIDTHS) expect(uploads()).toContain(variantFile(name.slice(0, 32), width, format));
    expect(uploads().filter((name) => name.startsWith(banner.slice(0, 32)))).toEqual(
      [banner, placeholderFile(banner.slice(0, 32))].sort(),
    );
    expect(fs.readFileSync(path.join(ctx.config.uploadDir, plum))).toEqual(
      fs.readFileSync(path.join(blog, 'images', '梅花.png')),
    );
  });

  it('maps TOML front matter: draft, summary, thumbnail, lastmod with a zone', async () => {
    const post = await article('posts/hugo/山居笔记.md');
    const banner = hashName(fs.readFileSync(path.join(blog, 'images', 'banner.gif')), 'gif');
    expect(post).toMatchObject({
      article_title: '山居笔记',
      article_description: 'Hugo 风格的 TOML front matter',
      article_cover: `/uploads/${banner}`,
      category_name: '读书笔记',
      tags: ['山', '读书'],
      status: 3,
      is_top: 2,
      createdAt: '2022-11-20 21:00:00',
      updatedAt: '2022-11-21 08:00:00',
    });
    expect(post.article_content).toBe('山中无甲子，寒尽不知年。\n');
  });

  it('keeps duplicate titles as distinct articles; a missing title becomes the file name', async () => {
    const same = (await articles()).filter((a) => a.article_title === '重复的标题');
    expect(same.map((a) => [a.source_path, a.status, a.is_top]).sort()).toEqual([
      ['notes/重复标题-二.markdown', 2, 2],
      ['posts/重复标题-一.md', 1, 1],
    ]);
    const about = await article('关于我.md');
    expect(about).toMatchObject({ article_title: '关于我', category_name: '生活', tags: ['随笔'] });
    // Every article has a category here: a post naming none gets 未分类.
    expect((await article('越界图片.md')).category_name).toBe('未分类');
  });

  it('refuses images outside the folder, missing or not images: links kept, nothing copied, warned', async () => {
    const report = await run(true);
    expect(outcome(report, '越界图片.md')?.warnings).toEqual([
      expect.stringMatching(/^图片 \.\.\/outside\.png 在导入文件夹之外/),
      expect.stringMatching(/^图片 images\/not-an-image\.png 不是/),
      expect.stringMatching(/^图片 images\/missing\.png 不存在/),
    ]);
    const post = await article('越界图片.md');
    expect(post.article_content).toContain('![外面](../outside.png)');
    expect(uploads()).not.toContain(hashName(OUTSIDE_PNG, 'png'));
    expect(uploads().filter(isOriginal)).toHaveLength(3);
  });

  it('a second run changes nothing; an edited file updates its own article in place', async () => {
    const before = await articles();
    const again = await run();
    expect(again).toMatchObject({ created: 0, updated: 0, skipped: 7, failed: 3 });
    expect(await articles()).toEqual(before);

    const file = path.join(blog, 'posts/重复标题-一.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('第一篇同名文章。', '改过的正文。'));
    const dry = await run(true);
    expect(outcome(dry, 'posts/重复标题-一.md')).toMatchObject({ action: 'update' });
    expect((await article('posts/重复标题-一.md')).article_content).toBe('第一篇同名文章。\n');

    const edited = await run();
    expect(edited).toMatchObject({ created: 0, updated: 1 });
    const after = await articles();
    expect(after).toHaveLength(before.length);
    const updated = await article('posts/重复标题-一.md');
    expect(updated.id).toBe(before.find((a) => a.source_path === 'posts/重复标题-一.md')?.id);
    expect(updated.article_content).toBe('改过的正文。\n');
  });
});
