import { isImportableCover } from '../../src/transfer/cover-url';
import { dateFromFileName, toStoredDate } from '../../src/transfer/front-dates';
import { splitFrontMatter } from '../../src/transfer/front-matter';
import { convertHexoTags } from '../../src/transfer/hexo-tags';
import { convertHugoShortcodes } from '../../src/transfer/hugo-shortcodes';
import { notAPost } from '../../src/transfer/non-posts';
import { splitExcerpt } from '../../src/transfer/read-post';
import { RefIndex } from '../../src/transfer/ref-index';

const TZ = 'Asia/Shanghai';

describe('dates in the formats Hexo (moment) and Hugo (Go) accept', () => {
  it.each([
    ['2019/07/24 10:00:00', '2019-07-24 10:00:00'],
    ['2019/7/4', '2019-07-04 00:00:00'],
    ['2019.07.24 10:00', '2019-07-24 10:00:00'],
    ['2019-07-24 10:00:00 PM', '2019-07-24 22:00:00'],
    ['2006-01-02T15:04:05-07:00', '2006-01-03 06:04:05'],
    ['2006-01-02 15:04:05 -0700 MST', '2006-01-03 06:04:05'],
    ['2006-01-02T15:04:05+08', '2006-01-02 15:04:05'],
    ['Mon, 02 Jan 2006 15:04:05 -0700', '2006-01-03 06:04:05'],
    ['Mon, 02 Jan 2006 15:04:05 MST', '2006-01-03 06:04:05'],
    ['Mon, 02 Jan 2006 15:04:05 GMT', '2006-01-02 23:04:05'],
    ['02 Jan 06 15:04 UTC', '2006-01-02 23:04:00'],
    ['Monday, 02-Jan-06 15:04:05 UTC', '2006-01-02 23:04:05'],
    ['Mon Jan  2 15:04:05 2006', '2006-01-02 15:04:05'],
    ['Mon Jan 02 15:04:05 -0700 2006', '2006-01-03 06:04:05'],
    ['Jan 2, 2006', '2006-01-02 00:00:00'],
    ['2 January 2006', '2006-01-02 00:00:00'],
    [1563955200, '2019-07-24 16:00:00'],
    [1563955200000, '2019-07-24 16:00:00'],
    ['1563955200', '2019-07-24 16:00:00'],
  ])('%s → %s', (value, stored) => {
    expect(toStoredDate(value, TZ)).toBe(stored);
  });

  it('refuses what is no date', () => {
    for (const value of ['2019/02/30', 'yesterday', 'Jan 2006', '25:00', '2019-07-24 25:00', true, null])
      expect(toStoredDate(value, TZ)).toBeNull();
  });

  it('takes the date from a file name like 2019-07-24-title.md', () => {
    expect(dateFromFileName('2019-07-24-hexo-4-released.md')).toBe('2019-07-24 00:00:00');
    expect(dateFromFileName('2019-07-24.md')).toBe('2019-07-24 00:00:00');
    expect(dateFromFileName('2019-02-30-x.md')).toBeNull();
    expect(dateFromFileName('hello-2019-07-24.md')).toBeNull();
  });
});

describe('front matter Hexo reads that gray-matter does not', () => {
  it('reads YAML with no opening --- up to the first --- line', () => {
    const { data, content } = splitFrontMatter('title: Tag Plugins\ndate: 2013-12-25 00:14:39\ntags:\n---\n\n正文\n');
    expect(data).toEqual({ title: 'Tag Plugins', date: '2013-12-25 00:14:39', tags: null });
    expect(content).toBe('正文\n');
  });

  it('reads ;;; JSON front matter', () => {
    expect(splitFrontMatter(';;;\n"title": "JSON",\n"tags": ["a"]\n;;;\nbody')).toEqual({
      data: { title: 'JSON', tags: ['a'] },
      content: 'body',
    });
  });

  it('leaves a body that starts with a setext heading or prose alone', () => {
    expect(splitFrontMatter('Title\n---\n\ntext')).toEqual({ data: {}, content: 'Title\n---\n\ntext' });
    expect(splitFrontMatter('- list: item\n---\n').data).toEqual({});
  });
});

describe('Hexo tags', () => {
  const convert = (text: string) => convertHexoTags(text, 'post/');

  it('asset_img, asset_path, asset_link point into the post asset folder', () => {
    expect(convert('{% asset_img cover.jpg 封面 %}').content).toBe('![封面](post/cover.jpg "封面")');
    expect(convert('{% asset_img left a.png 200 100 "标题" "替代文字" %}').content).toBe(
      '![替代文字](post/a.png "标题")',
    );
    expect(convert('<img src="{% asset_path 竹 林.png %}">').content).toBe('<img src="post/竹">');
    expect(convert('{% asset_path "竹 林.png" %}').content).toBe('post/竹 林.png');
    expect(convert('{% asset_link doc.pdf 说明书 %}').content).toBe('[说明书](post/doc.pdf)');
    expect(convertHexoTags('{% asset_img a.png %}', '').content).toBe('![](a.png)');
  });

  it('codeblock, blockquote, note, pullquote and raw become Markdown', () => {
    expect(convert('{% codeblock lang:js %}\nalert(1);\n{% endcodeblock %}').content).toBe('```js\nalert(1);\n```');
    expect(convert('{% codeblock Array.map %}\narray.map(f)\n{% endcodeblock %}').content).toBe(
      '**Array.map**\n\n```\narray.map(f)\n```',
    );
    expect(convert('{% blockquote David Levithan, Wide Awake %}\nDo not just seek.\n{% endblockquote %}').content).toBe(
      '> Do not just seek.\n>\n> — David Levithan, Wide Awake',
    );
    expect(
      convert(
        '{% blockquote Seth Godin http://sethgodin.typepad.com/x Welcome %}\nEvery interaction.\n{% endblockquote %}',
      ).content,
    ).toBe('> Every interaction.\n>\n> — Seth Godin, [Welcome](http://sethgodin.typepad.com/x)');
    expect(convert('{% note warning 小心 %}\n别碰。\n{% endnote %}').content).toBe('> **小心**\n>\n> 别碰。');
    expect(convert('{% note info %}\n提示\n{% endnote %}').content).toBe('> 提示');
    expect(convert('{% raw %}{{ x }}{% endraw %}').content).toBe('{{ x }}');
  });

  it('keeps an unknown tag and warns; leaves tags inside code alone', () => {
    const out = convert('{% youtube abc %}\n\n```\n{% asset_img x.png %}\n```\n\n`{% asset_img y.png %}`');
    expect(out.content).toBe('{% youtube abc %}\n\n```\n{% asset_img x.png %}\n```\n\n`{% asset_img y.png %}`');
    expect(out.warnings).toEqual(['未转换的 Hexo 标签 {% youtube %}（保持原样）']);
  });
});

describe('Hugo shortcodes', () => {
  const none = () => null;

  it('figure, highlight and escaped shortcodes', () => {
    expect(convertHugoShortcodes('{{< figure src="/a.png" alt="图" caption="说明" >}}', none).content).toBe(
      '![图](/a.png)\n*说明*',
    );
    expect(convertHugoShortcodes('{{< figure src="a.png" title="T" link="https://x.org" >}}', none).content).toBe(
      '[![T](a.png "T")](https://x.org)',
    );
    expect(
      convertHugoShortcodes('{{< highlight go "linenos=table" >}}\nfmt.Println(1)\n{{< /highlight >}}', none).content,
    ).toBe('```go\nfmt.Println(1)\n```');
    expect(convertHugoShortcodes('{{</* figure src="image.jpg" */>}}', none)).toEqual({
      content: '{{< figure src="image.jpg" >}}',
      warnings: [],
      pending: false,
      encrypted: false,
    });
  });

  it('ref and relref become article links; unknown targets and shortcodes stay, warned', () => {
    const index = new RefIndex(['posts/a.md', 'posts/bundle/index.md', 'about.md']);
    const ids = new Map([
      ['posts/a.md', 7],
      ['posts/bundle/index.md', 8],
    ]);
    const resolve = index.resolver('posts/x.md', ids);
    const text = '[A]({{< ref "a.md" >}}) [B]({{< relref "/posts/bundle" >}}) [C]({{< ref "posts/a#part" >}})';
    expect(convertHugoShortcodes(text, resolve).content).toBe(
      '[A](/article?id=7) [B](/article?id=8) [C](/article?id=7#part)',
    );
    const about = convertHugoShortcodes('{{< ref "about" >}}', resolve);
    expect(about).toMatchObject({ content: '{{< ref "about" >}}', warnings: [], pending: true });
    const missing = convertHugoShortcodes('{{< ref "nope.md" >}} {{< youtube id >}}', resolve);
    expect(missing.content).toBe('{{< ref "nope.md" >}} {{< youtube id >}}');
    expect(missing.warnings).toEqual([
      '{{< ref "nope.md" >}} 指向的文章不在这次导入里（保持原样）',
      '未转换的 Hugo 短代码 {{< youtube >}}（保持原样）',
    ]);
  });
});

describe('what is not a post, the excerpt, the cover', () => {
  it('skips Hugo list pages, headless bundles and list layouts', () => {
    expect(notAPost('posts/_index.md', {})).toMatch(/列表页/);
    expect(notAPost('b/index.md', { headless: true })).toMatch(/headless/);
    expect(notAPost('archives.md', { layout: 'archives' })).toMatch(/layout: archives/);
    expect(notAPost('tags/index.md', { type: 'tags' })).toMatch(/type: tags/);
    expect(notAPost('x.md', { _build: { render: 'never' } })).toMatch(/render/);
    expect(notAPost('posts/bundle/index.md', { title: 'x' })).toBeNull();
  });

  it('takes the text before <!-- more --> as the excerpt and drops the marker', () => {
    expect(splitExcerpt('**第一段**。\n\n<!-- more -->\n\n正文')).toEqual({
      body: '**第一段**。\n\n\n正文',
      excerpt: '第一段。',
    });
    expect(splitExcerpt('无摘要')).toEqual({ body: '无摘要', excerpt: '' });
  });

  it('accepts only our uploads and plain http(s) URLs as covers', () => {
    for (const good of ['/uploads/0123abcd.png', 'https://img.example.com/a/b.jpg?x=1', 'http://x.org/a.png'])
      expect(isImportableCover(good)).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https://x.org/a.png") ; background:url(evil',
      "https://x.org/a'b.png",
      'https://x.org/<b>.png',
      'https://x.org/a b.png',
      'https://x.org/[a].png',
      '//x.org/a.png',
      '/uploads/../secret',
      'images/cover.png',
    ])
      expect(isImportableCover(bad)).toBe(false);
  });
});
