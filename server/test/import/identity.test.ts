import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { articleRowsQuery } from '../../src/transfer/article-rows';
import { importFolder } from '../../src/transfer/import-folder';
import { useTestApp } from '../helpers';

describe('which article a file is, and how it is written', () => {
  const ctx = useTestApp();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-identity-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const folder = (name: string, files: Record<string, string>) => {
    const dir = path.join(tmp, name);
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    return dir;
  };
  const run = (dir: string, blog?: string) =>
    importFolder(dir, { db: ctx.db, storage: ctx.app.storage, timeZone: 'Asia/Shanghai', dryRun: false, blog });
  const rows = () => articleRowsQuery(ctx.db).select('a.source_blog').orderBy('a.id').execute();

  it('writes an article with its source in one statement (a row without one never exists)', async () => {
    // Were the source written by a second statement, this trigger would refuse the first.
    await sql`CREATE TRIGGER imported_needs_source BEFORE INSERT ON articles
      WHEN NEW.source_path IS NULL BEGIN SELECT RAISE(ABORT, 'source missing'); END`.execute(ctx.db);
    try {
      const report = await run(folder('one', { 'a.md': '---\ntitle: 一\n---\n一\n' }));
      expect(report).toMatchObject({ created: 1, failed: 0 });
    } finally {
      await sql`DROP TRIGGER imported_needs_source`.execute(ctx.db);
    }
    expect((await rows()).map((r) => [r.source_blog, r.source_path])).toEqual([['one', 'a.md']]);
  });

  it('the same path in another blog is another article; --blog names the blog', async () => {
    // Dated: an undated post takes its file's time, and the adoption test below rewrites this file.
    await run(folder('two', { 'a.md': '---\ntitle: 二\ndate: 2024-01-02 10:00:00\n---\n二\n' }));
    await run(folder('elsewhere', { 'a.md': '---\ntitle: 一（改）\n---\n一\n' }), 'one');
    expect((await rows()).map((r) => [r.source_blog, r.source_path, r.article_title])).toEqual([
      ['one', 'a.md', '一（改）'],
      ['two', 'a.md', '二'],
    ]);
  });

  it('a row imported before blogs were told apart is adopted by the next import of its path, once', async () => {
    await ctx.db.updateTable('articles').set({ source_blog: null }).where('source_blog', '=', 'two').execute();
    const old = folder('old', { 'a.md': '---\ntitle: 二\ndate: 2024-01-02 10:00:00\n---\n二\n' });
    expect(await run(old)).toMatchObject({ created: 0, skipped: 1 });
    expect((await rows()).find((r) => r.article_title === '二')?.source_blog).toBe('old');
    expect(await run(folder('new', { 'a.md': '---\ntitle: 新\n---\n新\n' }))).toMatchObject({ created: 1 });
  });

  it('two sites in folders of the same name are two blogs, known by their address; each updates in place', async () => {
    const site = (parent: string, url: string, title: string) =>
      folder(`${parent}/blog`, {
        '_config.yml': `title: x\nurl: ${url}\n`,
        'source/_posts/hello-world.md': `---\ntitle: ${title}\n---\n${title}\n`,
      });
    const first = site('alice', 'https://alice.example.net', '爱丽丝');
    const second = site('bob', 'https://bob.example.net/blog/', '鲍勃');
    expect(await run(first)).toMatchObject({ blog: 'alice.example.net', created: 1 });
    expect(await run(second)).toMatchObject({ blog: 'bob.example.net/blog', created: 1 });
    const hellos = (await rows()).filter((r) => r.source_path === '_posts/hello-world.md');
    expect(hellos.map((r) => [r.source_blog, r.article_title])).toEqual([
      ['alice.example.net', '爱丽丝'],
      ['bob.example.net/blog', '鲍勃'],
    ]);
    fs.writeFileSync(path.join(first, 'source/_posts/hello-world.md'), '---\ntitle: 爱丽丝（改）\n---\n改\n');
    expect(await run(first)).toMatchObject({ created: 0, updated: 1 });
    expect(await run(second)).toMatchObject({ created: 0, updated: 0 });
  });

  it("a blog imported under its folder's name before is adopted by its address, once", async () => {
    const dir = folder('carol', {
      '_config.yml': 'title: x\nurl: https://carol.example.net\n',
      'source/_posts/a.md': '---\ntitle: 卡罗尔\n---\n卡罗尔\n',
    });
    await run(dir);
    await ctx.db
      .updateTable('articles')
      .set({ source_blog: 'carol' })
      .where('source_blog', '=', 'carol.example.net')
      .execute();
    expect(await run(dir)).toMatchObject({ created: 0, updated: 0 });
    expect((await rows()).find((r) => r.article_title === '卡罗尔')?.source_blog).toBe('carol.example.net');
  });

  it('drops a cover that is neither our upload nor a plain http(s) URL, with a warning', async () => {
    const report = await run(
      folder('covers', {
        'bad.md': '---\ntitle: 坏封面\ncover: "https://x.org/a.png\\") no-repeat, url(javascript:alert(1)"\n---\n',
        'script.md': '---\ntitle: 脚本封面\ncover: "javascript:alert(1)"\n---\n',
        'good.md': '---\ntitle: 好封面\ncover: https://img.example.com/a.png\n---\n',
      }),
    );
    const covers = Object.fromEntries(
      (await rows()).filter((r) => r.source_blog === 'covers').map((r) => [r.source_path, r.article_cover]),
    );
    expect(covers).toEqual({ 'bad.md': '', 'script.md': '', 'good.md': 'https://img.example.com/a.png' });
    expect(report.outcomes.find((o) => o.file === 'script.md')?.warnings).toEqual([
      '封面 javascript:alert(1) 不是本站上传的图片或 http(s) 地址，已忽略',
    ]);
  });

  it('a Hugo ref to a post created later in the same run links to its article', async () => {
    const dir = folder('refs', {
      'hugo.toml': "title = 'x'\n",
      'content/a.md': '---\ntitle: 甲\n---\n见[乙]({{< ref "posts/b.md" >}})。\n',
      'content/posts/b.md': '---\ntitle: 乙\n---\n回到[甲]({{< relref "/a" >}})。\n',
    });
    expect(await run(dir)).toMatchObject({ kind: 'hugo', created: 2 });
    const [a, b] = (await rows()).filter((r) => r.source_blog === 'refs');
    expect(a.article_content).toBe(`见[乙](/article?id=${b.id})。\n`);
    expect(b.article_content).toBe(`回到[甲](/article?id=${a.id})。\n`);
    expect(await run(dir)).toMatchObject({ created: 0, updated: 0 });
  });
});
