import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REAL_BLOGS, useImportSandbox } from './import-sandbox';

// Blogs nobody here wrote (server/test/fixtures/real-blogs/README.md) and the `hexo init` starter.
const PAPERMOD = 'adityatelange.github.io/hugo-PaperMod';
const HEXO_INIT = path.join(__dirname, '..', '..', '..', 'node_modules', 'hexo-cli', 'assets');

describe('importing real Hexo and Hugo blogs', () => {
  const { tmp, copy, run, line, article } = useImportSandbox('real');
  const hashOf = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 32);

  it('the hexo init starter: the one post of source/_posts, not the scaffolds; no date → the file time, said so', async () => {
    const blog = copy(HEXO_INIT, 'hexo-init');
    const when = new Date('2024-05-06T07:08:09Z');
    fs.utimesSync(path.join(blog, 'source/_posts/hello-world.md'), when, when);
    const report = await run(blog);
    expect(report).toMatchObject({ kind: 'hexo', blog: 'hexo-init', created: 1, failed: 0 });
    expect(report.outcomes.map((o) => o.file)).toEqual(['_posts/hello-world.md']);
    expect(line(report, '_posts/hello-world.md')?.dateFrom).toBe('文件修改时间');
    expect(await article('hexo-init', '_posts/hello-world.md')).toMatchObject({
      article_title: 'Hello World',
      createdAt: '2024-05-06 15:08:09',
      status: 1,
    });
  });

  it("Hexo's theme test posts: front matter without ---, tags converted, excerpts, images; same path as hexo init, another article", async () => {
    const blog = copy(path.join(REAL_BLOGS, 'hexo-theme-unit-test'), 'hexo-theme-unit-test');
    const report = await run(blog);
    expect(report).toMatchObject({ kind: 'hexo', created: 16, failed: 0 });
    // A second blog's _posts/hello-world.md is its own article.
    const hello = await article('hexo-theme-unit-test', '_posts/hello-world.md');
    expect(hello.id).not.toBe((await article('hexo-init', '_posts/hello-world.md')).id);

    const tags = await article('hexo-theme-unit-test', '_posts/tag-plugins.md');
    expect(tags).toMatchObject({ article_title: 'Tag Plugins', createdAt: '2013-12-25 00:14:39' });
    expect(tags.article_content).not.toMatch(/^title:/);
    expect(tags.article_content).toContain('> Do not just seek happiness for yourself.');
    expect(tags.article_content).toContain('**Array.map**\n\n```\narray.map(callback[, thisArg])\n```');
    expect(tags.article_content).toContain('```js\nconst http = require');
    expect(tags.article_content).not.toContain('{% codeblock');
    expect(tags.article_content).toContain('{% gist'); // unknown: kept…
    expect(line(report, '_posts/tag-plugins.md')?.warnings).toContain('未转换的 Hexo 标签 {% gist %}（保持原样）'); // …and warned

    expect(await article('hexo-theme-unit-test', '_posts/no-title.md')).toMatchObject({
      article_title: 'no-title',
      createdAt: '2013-12-25 22:57:49',
    });
    expect((await article('hexo-theme-unit-test', '_posts/categories.md')).category_name).toBe('Foo');
    const excerpts = await article('hexo-theme-unit-test', '_posts/excerpts.md');
    expect(excerpts.article_description).toBe('The following contents should be invisible in home/archive page.');
    expect(excerpts.article_content).not.toContain('<!-- more -->');

    const wallpaper = `/uploads/${hashOf(path.join(blog, 'source/assets/wallpaper-2572384.jpg'))}.jpg`;
    const images = await article('hexo-theme-unit-test', '_posts/images.md');
    expect(images.article_content).toContain(`![](${wallpaper})`);
    expect(line(report, '_posts/images.md')?.warnings).toEqual([
      '图片 /assets/wallpaper-2311325.jpg 不存在（链接保持原样）',
      '图片 /assets/wallpaper-878514.jpg 不存在（链接保持原样）',
    ]);
    expect((await article('hexo-theme-unit-test', '_posts/gallery-post.md')).article_cover).toBe(wallpaper);
  });

  it('Hexo drafts: source/_drafts and published: false become drafts', async () => {
    const blog = copy(HEXO_INIT, 'hexo-drafts');
    fs.mkdirSync(path.join(blog, 'source/_drafts'));
    fs.writeFileSync(path.join(blog, 'source/_drafts/未完.md'), '---\ntitle: 未完\ndate: 2024-01-01\n---\n草稿\n');
    fs.writeFileSync(path.join(blog, 'source/_posts/隐藏.md'), '---\ntitle: 隐藏\npublished: false\n---\n');
    // Hexo's news posts: the date only in the file name.
    fs.writeFileSync(
      path.join(blog, 'source/_posts/2019-07-24-hexo-4-released.md'),
      '---\ntitle: Hexo 4.0 released\n---\n',
    );
    fs.mkdirSync(path.join(blog, 'source/_data'));
    fs.writeFileSync(path.join(blog, 'source/_data/notes.md'), '不是文章\n');
    const report = await run(blog);
    expect((await article('hexo-drafts', '_drafts/未完.md')).status).toBe(3);
    expect((await article('hexo-drafts', '_posts/隐藏.md')).status).toBe(3);
    expect((await article('hexo-drafts', '_posts/hello-world.md')).status).toBe(1);
    expect(line(report, '_data/notes.md')).toMatchObject({ action: 'skip', reason: expect.stringMatching(/_ 开头/) });
    expect(line(report, '_posts/2019-07-24-hexo-4-released.md')?.dateFrom).toBe('文件名');
    expect((await article('hexo-drafts', '_posts/2019-07-24-hexo-4-released.md')).createdAt).toBe(
      '2019-07-24 00:00:00',
    );
  });

  it("a Hugo theme's demo site: list pages skipped, bundles imported with their images, shortcodes converted or warned", async () => {
    const blog = copy(path.join(REAL_BLOGS, 'hugo-papermod'), 'hugo-papermod');
    const report = await run(blog);
    // Known by its site's address (baseURL), not its folder's name.
    expect(report).toMatchObject({ kind: 'hugo', blog: PAPERMOD, created: 14, skipped: 7, failed: 0 });
    for (const file of ['posts/inner-section/_index.md', 'posts/papermod/_index.md'])
      expect(line(report, file)).toMatchObject({ action: 'skip', reason: expect.stringMatching(/_index/) });
    expect(line(report, 'archives.md')?.reason).toMatch(/layout: archives/);
    expect(line(report, 'search.md')?.reason).toMatch(/layout: search/);

    const bundle = await article(PAPERMOD, 'posts/inner-section/cover-page/index.md');
    const cover = hashOf(path.join(blog, 'content/posts/inner-section/cover-page/image.png'));
    expect(bundle).toMatchObject({ article_title: 'Cover Image', status: 3, article_cover: `/uploads/${cover}.png` });
    const features = await article(PAPERMOD, 'posts/papermod/papermod-features/index.md');
    const regular = hashOf(path.join(blog, 'content/posts/papermod/papermod-features/images/regular.jpg'));
    expect(features.article_content).toContain(`![regular](/uploads/${regular}.jpg)`);

    const code = await article(PAPERMOD, 'posts/code_syntax.md');
    expect(code.article_content).toContain('```html\n<!doctype html>\n<html lang="en">');
    expect(code.article_content).not.toContain('{{< highlight');
    // PaperMod's `series` taxonomy (docs/import-export.md, Series): no series_weight, so by date.
    const guide = await article(PAPERMOD, 'posts/markdown-syntax.md');
    expect([code.series_name, code.series_order, guide.series_name, guide.series_order]).toEqual([
      'Themes Guide',
      1,
      'Themes Guide',
      2,
    ]);
    expect((await article(PAPERMOD, 'posts/papermod/papermod-installation.md')).series_name).toBe('PaperMod');
    const faq = await article(PAPERMOD, 'posts/papermod/papermod-faq.md');
    expect(faq.article_content).toContain('{{< figure align=center src="image.jpg" >}}');
    expect(line(report, 'posts/rich-content.md')?.warnings).toEqual([
      '未转换的 Hugo 短代码 {{< vimeo >}}（保持原样）',
      '未转换的 Hugo 短代码 {{< x >}}（保持原样）',
      '未转换的 Hugo 短代码 {{< instagram >}}（保持原样）',
    ]);
    const rich = await article(PAPERMOD, 'posts/rich-content.md');
    expect(rich.article_description).toBe('A brief description of Hugo Shortcodes');
    // A YouTube player is kept as a link card (docs/import-export.md, Embeds).
    expect(rich.article_content).toContain('▶ [YouTube 视频](https://www.youtube.com/watch?v=hjD9jTi_DQ4)');
  });

  it("a site made by Debian's hugo: its two new drafts with RFC 3339 dates; archetypes are not posts", async () => {
    const blog = copy(path.join(REAL_BLOGS, 'hugo-new-site'), 'hugo-new-site');
    const report = await run(blog);
    expect(report.outcomes.map((o) => [o.file, o.action, o.dateFrom])).toEqual([
      ['posts/my-first-post.md', 'create', 'front matter'],
      ['posts/第二篇.md', 'create', 'front matter'],
    ]);
    expect(await article('hugo-new-site', 'posts/my-first-post.md')).toMatchObject({
      article_title: 'My First Post',
      status: 3,
      createdAt: '2026-11-25 07:56:37',
    });
  });

  it('a second run of every blog changes nothing', async () => {
    for (const name of ['hexo-init', 'hexo-theme-unit-test', 'hugo-papermod', 'hugo-new-site']) {
      const report = await run(path.join(tmp, name));
      expect({ name, created: report.created, updated: report.updated }).toEqual({ name, created: 0, updated: 0 });
    }
  });
});
