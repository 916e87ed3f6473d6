import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { articleRowsQuery } from '../../src/transfer/article-rows';
import { convertEmbeds } from '../../src/transfer/embeds';
import { convertHexoTags } from '../../src/transfer/hexo-tags';
import { convertHugoShortcodes } from '../../src/transfer/hugo-shortcodes';
import { importFolder, type ImportReport } from '../../src/transfer/import-folder';
import { useTestApp } from '../helpers';

// Theme tags and shortcodes (docs/import-export.md, Tags and shortcodes) on the themes' own
// documentation sites (server/test/fixtures/real-blogs/README.md).
const REAL = path.join(__dirname, '..', 'fixtures', 'real-blogs');
const FENCE = '```js\nlet a = 1; // {% youtube x %} in code stays\n```';

describe('block tags around fenced code', () => {
  it.each([
    ['raw', '{% raw %}\n' + FENCE + '\n{% endraw %}', FENCE],
    ['note', '{% note info %}\n' + FENCE + '\n{% endnote %}', FENCE.replace(/^/gm, '> ')],
    ['blockquote', '{% blockquote 某人 %}\n' + FENCE + '\n{% endblockquote %}', '> ' + FENCE.split('\n')[0]],
  ])('{%% %s %%} holding a ``` block is converted, the code untouched', (_, source, expected) => {
    const { content, warnings } = convertHexoTags(source, '');
    expect(content).toContain(expected);
    expect(content).not.toMatch(/\{% (raw|note|blockquote|endnote|endraw|endblockquote)/);
    expect(warnings).toEqual([]);
  });

  it('a Hugo admonition holding a ``` block', () => {
    const { content } = convertHugoShortcodes(
      '{{< admonition tip "小技巧" >}}\n' + FENCE + '\n{{< /admonition >}}',
      () => null,
    );
    expect(content).toBe('> **小技巧**\n>\n' + FENCE.replace(/^/gm, '> '));
  });

  it('an icon is never the title of a note; an unknown tag is reported with its own case', () => {
    expect(convertHexoTags("{% note blue 'fas fa-bullhorn' simple %}\n公告\n{% endnote %}", '').content).toBe('> 公告');
    expect(convertHexoTags('{% galleryGroup a b /c d.png %} {% fancyBox x %}', '').warnings).toEqual([
      '未转换的 Hexo 标签 {% fancyBox %}（保持原样）',
    ]);
  });

  it('iframes: a bilibili or YouTube player becomes a link card, any other is reported', () => {
    const { content, warnings } = convertEmbeds(
      [
        '<iframe src="//player.bilibili.com/player.html?bvid=BV1TJ411C7An&page=3" title="演示"></iframe>',
        '<iframe width="560" src="https://www.youtube.com/embed/hjD9jTi_DQ4"></iframe>',
        '<iframe src="https://charts.example.com/embed/1"></iframe>',
      ].join('\n'),
    );
    expect(content).toContain('▶ [演示](https://www.bilibili.com/video/BV1TJ411C7An?p=3)');
    expect(content).toContain('▶ [YouTube 视频](https://www.youtube.com/watch?v=hjD9jTi_DQ4)');
    expect(warnings).toEqual(['嵌入的 <iframe>（https://charts.example.com/embed/1）在文章里不会显示（保持原样）']);
  });
});

describe('theme documentation sites imported whole', () => {
  const ctx = useTestApp();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-themes-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const run = (name: string) => {
    fs.cpSync(path.join(REAL, name), path.join(tmp, name), { recursive: true });
    return importFolder(path.join(tmp, name), {
      db: ctx.db,
      storage: ctx.app.storage,
      timeZone: 'Asia/Shanghai',
      dryRun: false,
    });
  };
  const warningsOf = (report: ImportReport, file: string) => report.outcomes.find((o) => o.file === file)?.warnings;
  const content = async (blog: string, sourcePath: string) =>
    (
      await articleRowsQuery(ctx.db)
        .where('a.source_blog', '=', blog)
        .where('a.source_path', '=', sourcePath)
        .executeTakeFirstOrThrow()
    ).article_content;

  it('Butterfly: tabs keep their titles, toggles fold, notes, labels, buttons, galleries, timelines', async () => {
    const report = await run('hexo-butterfly-docs');
    expect(report).toMatchObject({ kind: 'hexo', failed: 0 });
    expect(warningsOf(report, '_posts/tag-plugins.md')).toEqual([]);
    const tabs = await content(report.blog, '_posts/tag-plugins.md');
    for (const title of ['Sonnet No. 18', 'Gallery', 'Madrigal', 'To Celia', 'A Drinking Song', 'one', 'three'])
      expect(tabs).toContain(`**${title}**\n\n`);
    expect(tabs).toContain('**Gallery**\n\n![](https://i.loli.net/2019/12/25/Jj8FXuKVlOea4Ec.jpg)');
    expect(tabs).not.toMatch(/\{% (sub)?tabs|<!-- (end)?tab|\{% gallery/);

    const docs = await content(report.blog, '_posts/Butterfly-文檔-四-標簽外掛.md');
    // Outside the ``` examples every tag is converted; inside them all stay as written.
    const prose = docs.replace(/```[\s\S]*?```/g, '');
    expect(prose).not.toMatch(/\{% (?!post_link)|<!-- (end)?(tab|timeline)/);
    expect(docs).toContain("{% note blue 'fas fa-bullhorn' simple %}\n2021 年快到了....");
    expect(prose).toContain('> 2021 年快到了....');
    expect(prose).not.toContain('fa-bullhorn');
    expect(prose).toContain('**Toggle**');
    expect(prose).toContain('<details><summary>Butterfly安裝方法</summary>');
    expect(prose).toContain('<mark>先帝</mark>');
    expect(prose).toContain('[Butterfly](https://butterfly.js.org/)');
    expect(prose).toContain(
      '<a href="/Gallery/marvel"><img src="https://i.loli.net/2019/12/25/8t97aVlp4hgyBGu.jpg" alt="漫威" title="關於漫威的圖片"></a>',
    );
    expect(prose).toContain('**2022**\n\n> **01-02**\n>\n> 這是測試頁面');
    expect(prose).toContain('哪個英文字母最酷？ 因為西裝褲(C裝酷)');
  });

  it('LoveIt: admonitions under their titles, links, bilibili players as link cards', async () => {
    const report = await run('hugo-loveit');
    expect(report).toMatchObject({ kind: 'hugo', failed: 0 });
    const file = 'posts/theme-documentation-extended-shortcodes/index.md';
    expect(warningsOf(report, file)).toEqual(['未转换的 Hugo 短代码 {{< version >}}（保持原样）']);
    const shortcodes = await content(report.blog, file);
    expect(shortcodes).toContain('> **注意**\n>\n> 一个 **注意** 横幅');
    expect(shortcodes).toContain('> **This is a tip**\n>\n> 一个 **技巧** 横幅');
    expect(shortcodes).toContain('[Upstage](https://github.com/upstage/ "Visit Upstage!")');
    expect(shortcodes).toContain('{{< admonition tip "This is a tip" false >}}'); // the escaped example, as text
    const bilibili = await content(report.blog, 'posts/theme-documentation-bilibili-shortcode/index.md');
    expect(bilibili).toContain('▶ [bilibili 视频](https://www.bilibili.com/video/BV1TJ411C7An?p=3)');
  });
});
