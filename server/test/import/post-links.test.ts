import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importFolder } from '../../src/transfer/import-folder';
import { importWordPress } from '../../src/transfer/wordpress/import-wxr';
import { recordOldPath } from '../../src/modules/redirect';
import { useTestApp } from '../helpers';

// Links between posts and the old addresses (docs/import-export.md, Links between posts;
// docs/behaviour.md §9.5), on the Butterfly documentation site and on small sites written here.
const REAL = path.join(__dirname, '..', 'fixtures', 'real-blogs');

describe('links between imported posts and redirects from their old addresses', () => {
  const ctx = useTestApp();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-links-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const run = (folder: string) =>
    importFolder(folder, { db: ctx.db, storage: ctx.app.storage, timeZone: 'Asia/Shanghai', dryRun: false });
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  const stored = (blog: string, sourcePath: string) =>
    ctx.db
      .selectFrom('articles')
      .select(['id', 'article_content'])
      .where('source_blog', '=', blog)
      .where('source_path', '=', sourcePath)
      .executeTakeFirstOrThrow();
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('Butterfly: {% post_link %} to an imported post links to its article; its abbrlink permalink redirects', async () => {
    const blog = path.join(tmp, 'hexo-butterfly-docs');
    fs.cpSync(path.join(REAL, 'hexo-butterfly-docs'), blog, { recursive: true });
    const report = await run(blog);
    const docs = await stored(report.blog, '_posts/Butterfly-文檔-四-標簽外掛.md');
    const start = await stored(report.blog, '_posts/Butterfly-文檔-一-快速開始.md');
    expect(docs.article_content).toContain(`[ 🚀 快速開始](/article?id=${start.id})`);
    expect(docs.article_content).toContain('{% post_link Butterfly-文檔-二-主題頁面');
    expect(report.outcomes.find((o) => o.file === '_posts/Butterfly-文檔-四-標簽外掛.md')?.warnings).toContain(
      '{% post_link Butterfly-文檔-二-主題頁面 %} 指向的文章不在这次导入里（保持原样）',
    );
    for (const old of ['/posts/21cfbf15/', '/posts/21cfbf15', '/posts/ceeb73f/?from=rss']) {
      const res = await get(old);
      expect(res.statusCode).toBe(301);
    }
    expect((await get('/posts/21cfbf15/')).headers.location).toBe(`/article?id=${start.id}`);
    expect((await get('/posts/nothing-here/')).statusCode).toBe(404);
  });

  it('Hexo: permalinks, sibling .md files and the old domain; a link to a later post is written once it exists', async () => {
    const blog = path.join(tmp, 'old-hexo');
    write(path.join(blog, '_config.yml'), 'url: https://old.example.com\nroot: /\n');
    write(
      path.join(blog, 'source/_posts/a-first.md'),
      [
        '---\ntitle: 第一篇\ndate: 2014-11-19 10:00:00\n---',
        '见 [下一篇](/2014/11/20/b-second/#part)、[同目录](b-second.md)、[全址](https://old.example.com/2014/11/20/b-second/)、',
        '<a href="/2014/11/20/b-second/">HTML</a> 与 {% post_link b-second %}；`[代码](/2014/11/20/b-second/)` 不动。',
      ].join('\n'),
    );
    write(
      path.join(blog, 'source/_posts/b-second.md'),
      '---\ntitle: 第二篇 & 续\ndate: 2014-11-20 10:00:00\n---\n正文\n',
    );
    // The blog is known by its site's address (docs/import-export.md, Matching).
    const { blog: name } = await run(blog);
    const second = await stored(name, '_posts/b-second.md');
    const first = await stored(name, '_posts/a-first.md');
    const url = `/article?id=${second.id}`;
    expect(first.article_content).toContain(`[下一篇](${url}#part)`);
    expect(first.article_content).toContain(`[同目录](${url})`);
    expect(first.article_content).toContain(`[全址](${url})`);
    expect(first.article_content).toContain(`<a href="${url}">HTML</a>`);
    expect(first.article_content).toContain(`[第二篇 & 续](${url})`);
    expect(first.article_content).toContain('`[代码](/2014/11/20/b-second/)`');
    expect((await get('/2014/11/20/b-second/')).headers.location).toBe(url);
    // A second run changes nothing: the links were written from the same source.
    const again = await run(blog);
    expect(again).toMatchObject({ created: 0, updated: 0 });
  });

  it('Hugo: /section/slug/ lower-cased, slug and aliases answer 301', async () => {
    const blog = path.join(tmp, 'old-hugo');
    write(path.join(blog, 'hugo.toml'), 'baseURL = "https://hugo.example.org/"\n');
    write(path.join(blog, 'content/posts/My-Post.md'), '---\ntitle: 一\n---\n正文\n');
    write(
      path.join(blog, 'content/posts/other.md'),
      '---\ntitle: 二\nslug: second-one\naliases: ["/old/2.html"]\n---\n[一](/posts/my-post/)\n',
    );
    const { blog: name } = await run(blog);
    const one = await stored(name, 'posts/My-Post.md');
    const two = await stored(name, 'posts/other.md');
    expect(two.article_content.trim()).toBe(`[一](/article?id=${one.id})`);
    expect((await get('/posts/my-post/')).headers.location).toBe(`/article?id=${one.id}`);
    expect((await get('/posts/second-one/')).headers.location).toBe(`/article?id=${two.id}`);
    expect((await get('/old/2.html')).headers.location).toBe(`/article?id=${two.id}`);
  });

  it('WordPress: a link to another post of the export by its permalink; permalinks and ?p= redirect', async () => {
    const xml = fs
      .readFileSync(path.join(REAL, 'wordpress-theme-unit-test.xml'), 'utf8')
      .replace(
        '<content:encoded><![CDATA[',
        '<content:encoded><![CDATA[<a href="https://wpthemetestdata.wordpress.com/2012/03/15/template-more-tag/#more">更多</a> ',
      );
    const file = path.join(tmp, 'links.WordPress.xml');
    fs.writeFileSync(file, xml);
    await importWordPress(file, {
      db: ctx.db,
      storage: ctx.app.storage,
      timeZone: 'Asia/Shanghai',
      dryRun: false,
    });
    const more = await ctx.db
      .selectFrom('articles')
      .select('id')
      .where('article_title', '=', 'Template: More Tag')
      .executeTakeFirstOrThrow();
    const linking = await ctx.db
      .selectFrom('articles')
      .select('article_content')
      .where('article_content', 'like', '%>更多</a>%')
      .executeTakeFirstOrThrow();
    expect(linking.article_content).toContain(`<a href="/article?id=${more.id}#more">更多</a>`);
    expect((await get('/2012/03/15/template-more-tag/')).headers.location).toBe(`/article?id=${more.id}`);
    expect((await get('/?p=1164')).statusCode).toBe(301);
  });

  it("the blog's own pages answer themselves, whatever an old blog served there", async () => {
    const article = await ctx.db.selectFrom('articles').select('id').executeTakeFirstOrThrow();
    for (const own of ['/talk', '/article', '/admin/articles']) await recordOldPath(ctx.db, article.id, own);
    await recordOldPath(ctx.db, article.id, '/talks');
    for (const own of ['/talk', '/article?id=1', '/admin/articles']) expect((await get(own)).statusCode).not.toBe(301);
    expect((await get('/talks')).headers.location).toBe(`/article?id=${article.id}`);
  });

  it("the server's own paths (API, uploads) are never old addresses; a look-alike path is", async () => {
    const article = await ctx.db.selectFrom('articles').select('id').executeTakeFirstOrThrow();
    for (const path of ['/uploads/old.png', '/api/old', '/uploads-old/']) await recordOldPath(ctx.db, article.id, path);
    expect((await get('/uploads/old.png')).statusCode).toBe(404);
    expect((await get('/api/old')).statusCode).toBe(404);
    expect((await get('/uploads-old/')).headers.location).toBe(`/article?id=${article.id}`);
  });
});
