import fs from 'node:fs';
import path from 'node:path';
import { articleRowsQuery } from '../../src/transfer/article-rows';
import { exportFolder } from '../../src/transfer/export-folder';
import { useImportSandbox } from './import-sandbox';

// Real sites (server/test/fixtures/real-blogs/README.md): hexo-blog-encrypt's demo, FixIt's
// documentation, Butterfly's demo site.
const PROTECTED = '受密码保护：已设为私密（密码未导入）';
const KEPT = '受密码保护：已导入为加密文章，访问密码与原博客相同';

describe('protected posts stay protected; theme pages and reposts are what they were', () => {
  const { ctx, tmp, copy, run, line, article } = useImportSandbox('protected');

  it('hexo-blog-encrypt: a post with password: and one with an encrypted tag arrive protected by it', async () => {
    const report = await run(copy('hexo-blog-encrypt-demo', 'hbe'), { blog: 'hbe' });
    expect(report).toMatchObject({ kind: 'hexo', created: 3, failed: 0 });
    for (const file of ['_posts/theme-default.md', '_posts/callback-demo.md', '_posts/tag-encryption-demo.md']) {
      const stored = await article('hbe', file);
      expect(stored.status).toBe(1);
      expect(stored.access_hash).toMatch(/^\$2[aby]\$/);
      expect(line(report, file)?.warnings).toContain(KEPT);
    }
    // docs/behaviour.md §11.4: the reader opens it with the old blog's password.
    const { id } = await article('hbe', '_posts/callback-demo.md');
    const locked = await ctx.app.inject({ method: 'GET', url: `/api/article/getArticleById/${id}` });
    expect(locked.json().result).toMatchObject({ access_locked: true, article_content: '' });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `/api/article/unlock/${id}`,
      payload: { password: 'x' },
    });
    expect(wrong.statusCode).toBe(403);
    const right = await ctx.app.inject({
      method: 'POST',
      url: `/api/article/unlock/${id}`,
      payload: { password: 'hello' },
    });
    expect(right.json().result.access_locked).toBe(false);
  });

  it('an empty password: protects nothing', async () => {
    const site = copy('hexo-blog-encrypt-demo', 'hbe-empty');
    const file = path.join(site, 'source/_posts/callback-demo.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('password: hello', 'password: ""'));
    await run(site, { blog: 'hbe-empty' });
    expect(await article('hbe-empty', '_posts/callback-demo.md')).toMatchObject({ status: 1, access_hash: null });
  });

  it("FixIt's fixit-encryptor block makes the post private and its password is printed nowhere", async () => {
    const site = copy('hugo-fixit-docs', 'fixit-encryptor');
    const file = path.join(site, 'content/en/documentation/content-management/encryption/index.md');
    // Only the shortcode protects this copy: the page-wide `password:` is taken out.
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^password: 1212\n/m, ''));
    const report = await run(site, { blog: 'fixit-encryptor' });
    const rel = 'en/documentation/content-management/encryption/index.md';
    expect(line(report, rel)?.warnings).toContain(PROTECTED);
    expect(JSON.stringify(line(report, rel))).not.toContain('1212');
    const stored = await article('fixit-encryptor', rel);
    expect(stored.status).toBe(2);
    expect(stored.article_content).toContain(
      'The rendered output looks like this:\n\n\nThe `fixit-encryptor` shortcode was supported in version',
    );
    const outsideCode = stored.article_content.replace(/```[\s\S]*?```/g, '');
    expect(outsideCode).not.toContain('1212');
  });

  it("Butterfly's theme pages (friends, talking, gallery) are reported as pages; the post is imported", async () => {
    const report = await run(copy('hexo-butterfly-demo', 'butterfly'), { blog: 'butterfly' });
    expect(report).toMatchObject({ kind: 'hexo', created: 1, failed: 0 });
    expect(line(report, 'link/index.md')).toMatchObject({
      action: 'skip',
      reason: '主题的页面（type: link），内容由主题生成，不是文章，已跳过',
    });
    expect(line(report, 'talking/index.md')?.reason).toMatch(/type: shuoshuo/);
    expect(line(report, 'Gallery/wallpaper/index.md')?.reason).toMatch(/type: gallerygroup/);
  });

  it("a repost keeps its original author and link; the blog's own copyright_author stays 原创", async () => {
    const site = copy('hexo-butterfly-demo', 'butterfly-reposts');
    const posts = path.join(site, 'source/_posts');
    const post = fs.readFileSync(path.join(posts, 'no-cover.md'), 'utf8');
    const withFront = (extra: string) => post.replace('comments: false\n', `comments: false\n${extra}`);
    fs.writeFileSync(
      path.join(posts, 'repost.md'),
      withFront('copyright_author: 张三\ncopyright_url: https://zhangsan.example.net/post/1\n'),
    );
    fs.writeFileSync(
      path.join(posts, 'mine.md'),
      withFront('copyright_author: Jerry\ncopyright_url: https://butterfly.js.org/x/\n'),
    );
    fs.writeFileSync(
      path.join(posts, 'translated.md'),
      withFront('translated: true\nsource: https://en.example.net/a\n'),
    );
    const report = await run(site, { blog: 'butterfly-reposts' });
    expect(report.failed).toBe(0);
    const repost = await article('butterfly-reposts', '_posts/repost.md');
    expect(repost).toMatchObject({ type: 2, origin_url: 'https://zhangsan.example.net/post/1' });
    expect(repost.article_content.startsWith('> 原作者：张三\n\n這篇文章沒有封面')).toBe(true);
    expect(await article('butterfly-reposts', '_posts/mine.md')).toMatchObject({ type: 1, origin_url: '' });
    expect(await article('butterfly-reposts', '_posts/translated.md')).toMatchObject({
      type: 3,
      origin_url: 'https://en.example.net/a',
    });
    expect(await run(site, { blog: 'butterfly-reposts' })).toMatchObject({ created: 0, updated: 0 });
  });

  it('export writes a repost and a translation back as such, and they import as such', async () => {
    const out = path.join(tmp, 'exported');
    await exportFolder(out, { db: ctx.db, storage: ctx.app.storage });
    expect(await run(out, { blog: 'exported' })).toMatchObject({ failed: 0 });
    const rows = await articleRowsQuery(ctx.db).where('a.source_blog', '=', 'exported').execute();
    expect(rows.filter((r) => r.type === 2).map((r) => r.origin_url)).toContain('https://zhangsan.example.net/post/1');
    expect(rows.filter((r) => r.type === 3).map((r) => r.origin_url)).toEqual(['https://en.example.net/a']);
  });
});
