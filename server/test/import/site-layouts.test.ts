import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { articleRowsQuery } from '../../src/transfer/article-rows';
import { importFolder, type ImportReport } from '../../src/transfer/import-folder';
import { notAPost } from '../../src/transfer/non-posts';
import { useTestApp } from '../helpers';

// Real sites (server/test/fixtures/real-blogs/README.md) in the layouts docs/import-export.md names.
const REAL = path.join(__dirname, '..', 'fixtures', 'real-blogs');

describe('site layouts: Jekyll, Hexo and Hugo as real blogs lay them out', () => {
  const ctx = useTestApp();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-layouts-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const copy = (from: string, name: string) => {
    const to = path.join(tmp, name);
    fs.cpSync(path.join(REAL, from), to, { recursive: true });
    return to;
  };
  const run = (folder: string, blog?: string) =>
    importFolder(folder, {
      db: ctx.db,
      storage: ctx.app.storage,
      timeZone: 'Asia/Shanghai',
      dryRun: false,
      blog,
    });
  const line = (report: ImportReport, file: string) => report.outcomes.find((o) => o.file === file);
  const article = async (blog: string, sourcePath: string) => {
    const row = await articleRowsQuery(ctx.db)
      .where('a.source_blog', '=', blog)
      .where('a.source_path', '=', sourcePath)
      .executeTakeFirst();
    if (!row) throw new Error(`no article from ${blog}/${sourcePath}`);
    return row;
  };

  it('a Jekyll site: only _posts and _drafts, Liquid resolved, published: false a draft, permalinks kept', async () => {
    const site = copy('jekyll-hux-blog', 'hux');
    fs.mkdirSync(path.join(site, '_drafts'));
    fs.writeFileSync(path.join(site, '_drafts', 'next.md'), '---\ntitle: 下一篇\n---\n还没写完\n');
    const report = await run(site, 'hux');
    expect(report).toMatchObject({ kind: 'jekyll', failed: 0 });
    expect(
      report.outcomes.map((o) => o.file).filter((f) => !f.startsWith('_posts/') && !f.startsWith('_drafts/')),
    ).toEqual(['README.md']);
    expect(line(report, 'README.md')).toMatchObject({ action: 'skip' });
    expect((await article('hux', '_drafts/next.md')).status).toBe(3);
    expect((await article('hux', '_posts/2019-09-08-spacemacs-workflow.md')).status).toBe(3);
    expect((await article('hux', '_posts/cs_idols/2019-09-13-peter-john-landin.md')).status).toBe(3);

    const eleme = await article('hux', '_posts/2017-07-12-upgrading-eleme-to-pwa.markdown');
    expect(eleme.article_content).toContain('> 很荣幸在今年 2 月到 5 月的时间里');
    expect(eleme.article_content).toContain('> Read at medium.com: [Upgrading Ele.me to Progressive Web Apps]');
    expect(eleme.article_content).not.toMatch(/\{%|\{\{/);
    expect(line(report, '_posts/2017-07-12-upgrading-eleme-to-pwa.markdown')?.oldUrl).toBe(
      '/2017/07/12/upgrading-eleme-to-pwa/',
    );
    const react = await article('hux', '_posts/2016-02-01-React-vs-Angular2.markdown');
    expect(react.article_content).toContain('```hbs\n{{myVar}}        //单向数据绑定');
    expect(react.article_content).not.toContain('{% raw %}');
    expect(react.article_content).not.toContain('{% endraw %}');
  });

  it("Jekyll's other Liquid is not printed raw: each tag a warning, site settings filled in", async () => {
    const site = copy('jekyll-hux-blog', 'hux-liquid');
    fs.writeFileSync(
      path.join(site, '_posts', '2020-01-01-liquid.md'),
      '---\ntitle: Liquid\n---\n{% if page.x %}有{% endif %}\n\n![图]({{ site.url }}/img/a.png) {{ page.title }}\n\n`{{ 代码 }}`\n',
    );
    const report = await run(site, 'hux-liquid');
    const liquid = await article('hux-liquid', '_posts/2020-01-01-liquid.md');
    expect(liquid.article_content).toBe('有\n\n![图](https://huangxuan.me/img/a.png) \n\n`{{ 代码 }}`\n');
    expect(line(report, '_posts/2020-01-01-liquid.md')?.warnings).toEqual([
      'Liquid 标签 {% if %} 无法转换，已删去',
      'Liquid 标签 {% endif %} 无法转换，已删去',
      'Liquid 输出 {{ page.title }} 无法转换，已删去',
    ]);
  });

  it('a Hexo site whose config is _config.main.yml, and its source/ given alone: _drafts stay drafts', async () => {
    const site = copy('hexo-blog-encrypt-demo', 'hbe-main');
    fs.renameSync(path.join(site, '_config.yml'), path.join(site, '_config.main.yml'));
    fs.mkdirSync(path.join(site, 'source', '_drafts'));
    fs.renameSync(
      path.join(site, 'source/_posts/theme-default.md'),
      path.join(site, 'source/_drafts/theme-default.md'),
    );
    fs.mkdirSync(path.join(site, 'scaffolds'));
    fs.writeFileSync(path.join(site, 'scaffolds', 'post.md'), '---\ntitle: {{ title }}\n---\n');
    const report = await run(site, 'hbe-main');
    expect(report).toMatchObject({ kind: 'hexo', failed: 0 });
    expect(report.outcomes.map((o) => o.file)).not.toContain('scaffolds/post.md');
    expect((await article('hbe-main', '_drafts/theme-default.md')).status).toBe(3);

    const alone = await run(path.join(site, 'source'), 'hbe-source');
    expect(alone).toMatchObject({ kind: 'hexo', failed: 0 });
    expect((await article('hbe-source', '_drafts/theme-default.md')).status).toBe(3);
  });

  it("Hugo's config directory: content/ only (archetypes are templates), other languages reported, _index pages skipped", async () => {
    const site = copy('hugo-fixit-docs', 'fixit');
    fs.mkdirSync(path.join(site, 'archetypes'));
    fs.writeFileSync(path.join(site, 'archetypes', 'default.md'), '---\ntitle: "{{ now.Year }} 年度总结"\n---\n');
    const report = await run(site, 'fixit');
    expect(report).toMatchObject({ kind: 'hugo', created: 1, failed: 0 });
    expect(line(report, 'en/documentation/content-management/encryption/index.md')?.action).toBe('create');
    expect(line(report, 'zh-cn/documentation/content-management/encryption/index.md')?.reason).toBe(
      '另一种语言（zh-cn）的内容，只导入默认语言（en），已跳过',
    );
    expect(line(report, 'en/_index.md')?.reason).toMatch(/_index/);
    expect(report.outcomes.some((o) => o.file.includes('archetypes'))).toBe(false);

    const newSite = copy('hugo-new-site', 'hugo-config-dir');
    fs.mkdirSync(path.join(newSite, 'config', '_default'), { recursive: true });
    fs.renameSync(path.join(newSite, 'config.toml'), path.join(newSite, 'config', '_default', 'hugo.toml'));
    const dirReport = await run(newSite, 'hugo-config-dir');
    expect(dirReport.kind).toBe('hugo');
    expect(dirReport.outcomes.map((o) => o.file)).toEqual(['posts/my-first-post.md', 'posts/第二篇.md']);
  });

  it("a theme's repository: its exampleSite is the site; translations beside a page are reported, not imported", async () => {
    const theme = path.join(tmp, 'hugo-theme');
    fs.mkdirSync(theme);
    copy('hugo-papermod', 'hugo-theme/exampleSite');
    const report = await run(theme, 'papermod-theme');
    expect(report).toMatchObject({ kind: 'hugo', created: 14, failed: 0 });
    expect(line(report, 'posts/markdown-syntax.fr.md')?.reason).toBe(
      '另一种语言（fr）的译文，已导入默认语言（en）的 markdown-syntax.md，已跳过',
    );
    expect(line(report, 'posts/papermod/_index.md')?.action).toBe('skip');
  });

  it('list pages in any language are not posts', () => {
    for (const name of ['_index.zh-cn.md', '_index.zh.md', '_index.ja.md', '_index.fr.markdown'])
      expect(notAPost(`posts/${name}`, {})).toMatch(/_index/);
  });
});
