import { escapeHtml } from '../../src/lib/html';
import { buildHeadHtml, insertHead, jsonLdText, type PageMeta } from '../../src/render/page-meta';
import { blogPosting } from '../../src/render/page-meta/json-ld';
import { articleDescription, markdownPlainText, truncateText } from '../../src/render/page-meta/plain-text';
import { documentTitle, pageKindOf, pageNameOf } from '@protocol/pageTitles';

// The pure parts of a page's head: escaping, the description taken from Markdown, titles, tags.

const page = (over: Partial<PageMeta> = {}): PageMeta => ({
  status: 200,
  title: 'T - 砚',
  shareTitle: 'T',
  description: 'D',
  canonical: 'https://blog.example/article?id=1',
  siteName: '砚',
  ogType: 'website',
  image: null,
  largeImage: false,
  jsonLd: [],
  feeds: { rss: 'https://blog.example/rss.xml', atom: 'https://blog.example/atom.xml' },
  ...over,
});

describe('escaping', () => {
  it('escapes every character that could end an element or a quoted attribute', () => {
    expect(escapeHtml(`</title><script>alert("x")</script>&'`)).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;',
    );
  });

  it('keeps JSON-LD valid JSON that cannot close its script element', () => {
    const value = { headline: '</script><script>alert(1)</script> & <!-- \u2028' };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/<|>/);
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('descriptions from Markdown', () => {
  it('keeps the words and drops the syntax, code blocks, images and raw HTML', () => {
    const md =
      '# 标题\n\n一段**加粗**与 `code` 的[链接](https://x.example)。\n\n![图](a.png)\n\n```ts\nconst secret = 1;\n```\n\n<div>html</div>\n\n- 列表项';
    expect(markdownPlainText(md)).toBe('标题 一段加粗与 code 的链接。 列表项');
  });

  it('cuts at 120 characters (whole code points) and marks the cut', () => {
    const long = '砚'.repeat(130);
    expect(articleDescription('', long)).toBe(`${'砚'.repeat(120)}…`);
    expect(truncateText('😀😀😀', 2)).toBe('😀😀…');
    expect(truncateText('短', 120)).toBe('短');
  });

  it("prefers the article's own description", () => {
    expect(articleDescription('  自己的\n描述 ', '# 正文')).toBe('自己的 描述');
  });
});

describe('titles (shared with the client)', () => {
  const kind = (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://x');
    return pageKindOf(pathname, searchParams);
  };

  it('names each page as `{page} - {blog}`, the home page by the blog alone', () => {
    expect(documentTitle(pageNameOf(kind('/home')), '砚')).toBe('砚');
    expect(documentTitle(pageNameOf(kind('/')), '砚')).toBe('砚');
    expect(documentTitle(pageNameOf(kind('/archives/')), '砚')).toBe('时间轴 - 砚');
    expect(documentTitle(pageNameOf(kind('/articleList?id=2&type=tag&name=Vue')), '砚')).toBe('Vue - 砚');
    expect(documentTitle(pageNameOf(kind('/article?id=3'), '文章标题'), '砚')).toBe('文章标题 - 砚');
    expect(documentTitle(pageNameOf(kind('/article?id=3'), null), '砚')).toBe('页面不存在 - 砚');
    expect(documentTitle(pageNameOf(kind('/article?id=abc')), '砚')).toBe('页面不存在 - 砚');
    expect(documentTitle(pageNameOf(kind('/nothing')), '')).toBe('页面不存在 - 砚 · Inkstone');
  });

  it('names the series list 专栏 and a series by its name, 专栏 until it is known (docs/behaviour.md §9.6)', () => {
    expect(kind('/series')).toEqual({ kind: 'static', title: '专栏' });
    expect(kind('/series/?x=1')).toEqual({ kind: 'static', title: '专栏' });
    expect(kind('/series?id=4')).toEqual({ kind: 'series', id: 4 });
    expect(documentTitle(pageNameOf(kind('/series'), undefined), '砚')).toBe('专栏 - 砚');
    expect(documentTitle(pageNameOf(kind('/series?id=4'), '数据库笔记'), '砚')).toBe('数据库笔记 - 砚');
    expect(documentTitle(pageNameOf(kind('/series?id=4')), '砚')).toBe('专栏 - 砚');
    expect(documentTitle(pageNameOf(kind('/series?id=4'), null), '砚')).toBe('页面不存在 - 砚');
  });

  it('reads a series’ or an album’s id as their pages do: a malformed one is the 404 title', () => {
    for (const url of ['/series?id=', '/series?id=abc', '/series?id=1e1', '/series?id=0', '/photos?id=1e1']) {
      expect([url, documentTitle(pageNameOf(kind(url), '名字'), '砚')]).toEqual([url, '页面不存在 - 砚']);
    }
    expect(documentTitle(pageNameOf(kind('/photos?id=2'), '山水之间'), '砚')).toBe('山水之间 - 砚');
  });
});

describe('insertHead', () => {
  it('replaces the placeholder region, minified or not, and leaves the rest alone', () => {
    const source =
      '<head><meta name="app-head" content="begin" />\n<title>默认</title>\n<meta name="app-head" content="end" /><style></style></head>';
    const minified =
      '<head><meta name=app-head content=begin><title>默认</title><meta name=app-head content=end><style></style></head>';
    for (const html of [source, minified])
      expect(insertHead(html, '<title>$& 页</title>')).toBe('<head><title>$& 页</title><style></style></head>');
    expect(insertHead('<head><title>x</title></head>', '<title>y</title>')).toBe('<head><title>x</title></head>');
  });
});

describe('buildHeadHtml', () => {
  it('writes title, description, canonical, Open Graph, Twitter card and feeds', () => {
    const html = buildHeadHtml(page({ image: 'https://blog.example/c.png', largeImage: true }));
    expect(html).toContain('<title>T - 砚</title>');
    expect(html).toContain('<meta name="description" content="D" />');
    expect(html).toContain('<link rel="canonical" href="https://blog.example/article?id=1" />');
    expect(html).toContain('<meta property="og:url" content="https://blog.example/article?id=1" />');
    expect(html).toContain('<meta property="og:image" content="https://blog.example/c.png" />');
    expect(html).toContain('<meta property="og:locale" content="zh_CN" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('type="application/rss+xml" title="砚（RSS）" href="https://blog.example/rss.xml"');
    expect(html).not.toContain('noindex');
  });

  it('marks a page without canonical address noindex and uses the small card without a cover', () => {
    const html = buildHeadHtml(page({ canonical: null, status: 404 }));
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('canonical');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('writes a JSON-LD BlogPosting with tags as keywords', () => {
    const posting = blogPosting({
      url: 'https://b/article?id=1',
      headline: 'H',
      description: 'D',
      image: null,
      datePublished: '2025-01-01T00:00:00.000Z',
      dateModified: '2025-01-02T00:00:00.000Z',
      author: 'A',
      section: null,
      tags: ['x', 'y'],
      siteName: '砚',
    });
    const html = buildHeadHtml(page({ jsonLd: [posting] }));
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toMatchObject({ '@type': 'BlogPosting', keywords: 'x, y', author: { name: 'A' } });
    expect(JSON.parse(json)).not.toHaveProperty('image');
  });
});

describe('excerpts of long articles', () => {
  it('read a prefix and give the same 120 characters as the whole text', () => {
    const paragraph = '砚台里的墨要慢慢研，字才写得匀。'.repeat(4);
    const long = `# 标题\n\n${`${paragraph}\n\n\`\`\`ts\nconst x = 1;\n\`\`\`\n\n`.repeat(400)}`;
    expect(long.length).toBeGreaterThan(16_000);
    expect(articleDescription('', long)).toBe(truncateText(markdownPlainText(long), 120));
    // A prefix that is all code gives too little text: the whole article is read.
    const codeFirst = `\`\`\`\n${'x'.repeat(20_000)}\n\`\`\`\n\n正文在后面。`;
    expect(articleDescription('', codeFirst)).toBe('正文在后面。');
  });
});
