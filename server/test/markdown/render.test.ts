/**
 * @jest-environment jsdom
 */
import { renderArticle, renderFeedArticle } from '../../src/lib/markdown/render';
import { splitHighlightedLines } from '../../src/lib/markdown/code-block';
import { markdownPlainText } from '../../src/render/page-meta/plain-text';

/** The few DOM calls these tests use (the server's TypeScript program has no DOM library). */
interface Element {
  id: string;
  textContent: string | null;
  nextElementSibling: Element | null;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  getAttributeNames(): string[];
  querySelector(selector: string): Element | null;
  querySelectorAll(selector: string): ArrayLike<Element> & Iterable<Element>;
}
// This file runs in jsdom (the docblock above), which provides the browser's DOMParser.
declare const DOMParser: new () => { parseFromString(html: string, type: 'text/html'): Element };

/** The rendered body parsed back into elements, so tests ask about elements, not spellings. */
function dom(html: string): Element {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

describe('article renderer (lib/markdown)', () => {
  it('renders the raw HTML authors write as elements', () => {
    const { html } = renderArticle(
      [
        '按 <kbd>Ctrl</kbd>+<kbd>C</kbd>，水是 H<sub>2</sub>O，E=mc<sup>2</sup>，也可写 H~2~O 与 2^10^。',
        '',
        '<details><summary>展开</summary>藏起来的<b>内容</b></details>',
        '',
        '<!-- more -->',
        '',
        '<img src="/uploads/a.png" width="120" alt="小图">',
      ].join('\n'),
    );
    const doc = dom(html);
    expect(Array.from(doc.querySelectorAll('kbd'), (kbd) => kbd.textContent)).toEqual(['Ctrl', 'C']);
    expect(doc.querySelectorAll('sub')).toHaveLength(2);
    expect(doc.querySelectorAll('sup')).toHaveLength(2);
    expect(doc.querySelector('details > summary')?.textContent).toBe('展开');
    expect(doc.querySelector('details b')?.textContent).toBe('内容');
    expect(doc.querySelector('img')?.getAttribute('width')).toBe('120');
    expect(html).not.toContain('more');
    expect(html).not.toContain('&lt;');
  });

  it('drops everything that could run script, whatever the author or an imported blog wrote', () => {
    const { html } = renderArticle(
      [
        '<img src="/uploads/a.png" onerror="alert(1)"><script>alert(2)</script>',
        '',
        '<a href="javascript:alert(3)">链接一</a> <a href="JaVaScRiPt:alert(4)">链接二</a> [链接三](javascript:alert(5))',
        '',
        '<iframe src="https://evil.example/"></iframe><style>body{display:none}</style>',
        '',
        '<svg><script>alert(6)</script></svg><form action="/x"><input type="text" name="q"></form>',
        '',
        '<p onclick="alert(7)" style="position:fixed" class="evil" id="__INKSTONE_STATE__">段落</p>',
        '',
        '<img src="data:text/html;base64,PHNjcmlwdD4=" alt="x"><a href="vbscript:x">v</a>',
      ].join('\n'),
    );
    const doc = dom(html);
    expect(doc.querySelectorAll('script, iframe, style, svg, form, [onclick], [onerror]')).toHaveLength(0);
    expect(doc.querySelector('input')).toBeNull();
    for (const link of Array.from(doc.querySelectorAll('a'))) expect(link.getAttribute('href')).toBeNull();
    // A Markdown link to javascript: is not a link at all: markdown-it leaves its text as text.
    expect(doc.querySelector('p')?.nextElementSibling?.textContent).toContain('[链接三](javascript:alert(5))');
    const attributes = Array.from(doc.querySelectorAll('*')).flatMap((el) =>
      el.getAttributeNames().map((name) => el.getAttribute(name)),
    );
    expect(attributes.join(' ')).not.toMatch(/alert|javascript:|vbscript:|data:text/i);
    const paragraph = Array.from(doc.querySelectorAll('p')).find((p) => p.textContent === '段落');
    expect(paragraph?.getAttributeNames()).toEqual([]);
    // Only data: images are allowed as data: URLs; anything else loses its address.
    expect(doc.querySelector('img[alt="x"]')?.getAttribute('src')).toBeNull();
  });

  it('sends no Referer to remote image hosts, and loads every image lazily', () => {
    const { html } = renderArticle(
      '![图床](https://img.example.com/a.png "说明")\n\n<img src="https://img.example.com/b.png" width="80">\n\n![本站](/uploads/c.png)',
    );
    const images = Array.from(dom(html).querySelectorAll('img'));
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      'https://img.example.com/a.png',
      'https://img.example.com/b.png',
      '/uploads/c.png',
    ]);
    for (const img of images) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
    }
    expect(images.map((img) => img.getAttribute('referrerpolicy'))).toEqual(['no-referrer', 'no-referrer', null]);
    // A standalone Markdown image is a figure with its title as caption and the zoom class.
    expect(dom(html).querySelector('figure > img.md-zoom + figcaption')?.textContent).toBe('说明');
  });

  it('gives headings the TOC ids and lists them; raw HTML cannot take those ids', () => {
    const { html, toc } = renderArticle('# 一\n\n## 二 `code`\n\n<h2 id="heading-9x" onclick="x">原样</h2>\n\n### 三');
    const doc = dom(html);
    expect(Array.from(doc.querySelectorAll('[id]'), (el) => el.id)).toEqual(['heading-1', 'heading-2', 'heading-3']);
    expect(toc).toEqual([
      { level: 1, text: '一' },
      { level: 2, text: '二 code' },
      { level: 3, text: '三' },
    ]);
  });

  it("highlights code on the server in md-editor-rt's markup, with a phrasing-only summary", () => {
    const { html } = renderArticle(
      '```ts\n/* 多行\n注释 */\nconst a: number = 1;\n```\n\n```nosuchlang\n<b>x</b>\n```',
    );
    const doc = dom(html);
    const [block, unknown] = Array.from(doc.querySelectorAll('details.md-editor-code'));
    expect(block.hasAttribute('open')).toBe(true);
    expect(block.querySelector('summary .md-editor-code-lang')?.textContent).toBe('ts');
    expect(block.querySelector('summary .md-editor-copy-button')?.textContent).toBe('复制代码');
    expect(block.querySelectorAll('summary div')).toHaveLength(0);
    expect(block.querySelector('code.language-ts .hljs-keyword')?.textContent).toBe('const');
    const lines = block.querySelectorAll('.md-editor-code-line');
    expect(lines).toHaveLength(3);
    expect(Array.from(lines, (line) => line.querySelector('[rn-wrapper]')?.getAttribute('data-line-number'))).toEqual([
      '1',
      '2',
      '3',
    ]);
    // A comment spanning two lines stays a comment on both.
    expect(lines[1].querySelector('.hljs-comment')?.textContent).toBe('注释 */');
    expect(block.querySelector('code')?.textContent).toBe('/* 多行注释 */const a: number = 1;');
    expect(unknown.querySelector('code')?.textContent).toBe('<b>x</b>');
    expect(unknown.querySelector('b')).toBeNull();
  });

  it('folds long code blocks, as md-editor-rt does', () => {
    const long = Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n');
    const block = dom(renderArticle('```\n' + long + '\n```').html).querySelector('details.md-editor-code');
    expect(block?.hasAttribute('open')).toBe(false);
  });

  it('keeps open spans well-formed when a token crosses lines', () => {
    expect(splitHighlightedLines('<span class="a">x\n<span class="b">y</span>\nz</span>\n')).toEqual([
      '<span class="a">x</span>',
      '<span class="a"><span class="b">y</span></span>',
      '<span class="a">z</span>',
    ]);
  });

  it('gives feeds the same sanitised body with absolute addresses and plain code', () => {
    const source = '<kbd>K</kbd> <img src="/uploads/a.png" onerror="x"> [内链](/article?id=2)\n\n```js\nlet a\n```';
    const feed = renderFeedArticle(source, (url) => (url.startsWith('/') ? `https://blog.example${url}` : url));
    const doc = dom(feed);
    expect(doc.querySelector('kbd')?.textContent).toBe('K');
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('https://blog.example/uploads/a.png');
    expect(doc.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('https://blog.example/article?id=2');
    expect(doc.querySelector('pre > code.language-js')).not.toBeNull();
    expect(doc.querySelector('.md-editor-copy-button')).toBeNull();
  });

  it('reads the same syntax for plain-text descriptions', () => {
    expect(markdownPlainText('H~2~O 与 <kbd>K</kbd>\n\n- [ ] 待办')).toBe('H2O 与 K 待办');
  });
});
