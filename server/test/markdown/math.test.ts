/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import { sanitizeMathHtml } from '../../src/lib/markdown/math-policy';
import { renderArticle, renderFeedArticle } from '../../src/lib/markdown/render';
import { markdownPlainText } from '../../src/render/page-meta/plain-text';

// docs/import-export.md "Math and diagrams".
interface Element {
  textContent: string | null;
  getAttribute(name: string): string | null;
  getAttributeNames(): string[];
  querySelector(selector: string): Element | null;
  querySelectorAll(selector: string): ArrayLike<Element> & Iterable<Element>;
}
declare const DOMParser: new () => { parseFromString(html: string, type: 'text/html'): Element };
const dom = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
const texOf = (html: string) =>
  Array.from(dom(html).querySelectorAll('annotation'), (annotation) => annotation.textContent);

describe('math in articles (lib/markdown/math.ts)', () => {
  it('typesets $…$, $$…$$, \\(…\\) and \\[…\\] with the TeX as written: Markdown eats no \\{, ~, _ or *', () => {
    const { html } = renderArticle(
      '集合 $\\{x \\mid x_1 * y_2 * z\\}$，近似 $a \\sim b~c$，行内 \\(e^{i\\pi}\\)。\n\n\\[\n\\sum_{i=1}^n i\n\\]\n',
    );
    expect(texOf(html)).toEqual(['\\{x \\mid x_1 * y_2 * z\\}', 'a \\sim b~c', 'e^{i\\pi}', '\n\\sum_{i=1}^n i\n']);
    const doc = dom(html);
    expect(doc.querySelectorAll('.katex')).toHaveLength(4);
    expect(doc.querySelectorAll('.katex-display')).toHaveLength(1);
    // KaTeX's boxes keep their classes and offsets, its hidden-from-readers part stays hidden.
    expect(doc.querySelector('.katex-html')?.getAttribute('aria-hidden')).toBe('true');
    expect(html).toMatch(/<span class="strut" style="height:[\d.]+em/);
    expect(doc.querySelectorAll('em, sub')).toHaveLength(0);
  });

  it('keeps a display block whole even when its lines look like Markdown (lists, quotes, blank-free alignment)', () => {
    const { html } = renderArticle(
      '前文\n$$\n\\begin{aligned}\na &= b \\\\\n- c &= \\frac{1}{2} \\\\\n> d &= 0\n\\end{aligned}\n$$\n后文',
    );
    const doc = dom(html);
    expect(doc.querySelectorAll('.katex-display')).toHaveLength(1);
    expect(doc.querySelectorAll('ul, blockquote')).toHaveLength(0);
    expect(texOf(html)[0]).toContain('- c &= \\frac{1}{2}');
    expect(doc.querySelector('p')?.textContent).toBe('前文');
  });

  it('leaves prices, shell variables, escaped dollars, reference marks and code as text', () => {
    const source =
      '一杯 $5 and $10，设置 $PATH and $HOME，转义 \\$3 与 \\$4，引用 \\[1\\] 和 \\[注\\]，代码 `$x$`。\n\n```\n$$ not math $$\n```';
    const { html } = renderArticle(source);
    expect(html).not.toContain('katex');
    const text = dom(html).querySelector('p')?.textContent;
    expect(text).toBe('一杯 $5 and $10，设置 $PATH and $HOME，转义 $3 与 $4，引用 [1] 和 [注]，代码 $x$。');
    expect(html).toContain('$$ not math $$');
  });

  it('follows the common rule for a single $, and the loose closing MathJax blogs write', () => {
    const { html } = renderArticle('价格 $5 与公式 $x$；方差 $nP( 1 - P) $；$nP = \\lambda $；$ x$ 不是；$x$5 元。');
    expect(texOf(html)).toEqual(['x', 'nP( 1 - P) ', 'nP = \\lambda ']);
  });

  it('shows a TeX mistake in place, and runs or links nothing whatever the TeX says', () => {
    const { html } = renderArticle(
      '$\\frac{1}{$ 与 $\\href{javascript:alert(1)}{x}$ 与 $\\htmlClass{evil}{x}\\htmlStyle{position:fixed}{y}$ 与 $\\url{https://x.example}$',
    );
    const doc = dom(html);
    expect(doc.querySelectorAll('a, script, [onclick], .evil')).toHaveLength(0);
    const attributes = Array.from(doc.querySelectorAll('*')).flatMap((el) =>
      el.getAttributeNames().map((name) => el.getAttribute(name)),
    );
    expect(attributes.join(' ')).not.toMatch(/javascript:|position:\s*fixed|evil/);
    expect(doc.querySelector('.katex-error')?.getAttribute('title')).toMatch(/ParseError/);
  });

  it('the author’s own HTML gains nothing from it: no SVG, MathML or KaTeX classes outside formulas', () => {
    const { html } = renderArticle(
      '<svg><path d="M0 0"/></svg><math><mi>x</mi></math><span class="katex" style="position:relative;top:-50em">假</span> 与 $\\sqrt{2}$',
    );
    const doc = dom(html);
    expect(doc.querySelectorAll('svg')).toHaveLength(1); // the root sign of \sqrt only
    expect(doc.querySelector('.katex svg path')).not.toBeNull();
    expect(doc.querySelectorAll('math')).toHaveLength(1);
    const fake = Array.from(doc.querySelectorAll('span')).find((span) => span.textContent === '假');
    expect(fake?.getAttributeNames()).toEqual([]);
  });

  it('keeps every class KaTeX’s sheet styles, and no other', () => {
    const css = fs.readFileSync(require.resolve('katex/dist/katex.min.css'), 'utf8');
    const styled = new Set(Array.from(css.matchAll(/\.([a-zA-Z_][\w-]*)/g), (match) => match[1]));
    for (const font of ['woff2', 'woff', 'ttf']) styled.delete(font);
    const classes = [...styled, 'mord', 'mbin', 'mrel', 'mopen', 'mclose', 'mpunct', 'minner', 'mop', 'mtight'];
    const html = sanitizeMathHtml(classes.map((name) => `<span class="${name}">x</span>`).join(''));
    expect(Array.from(dom(html).querySelectorAll('span'), (span) => span.getAttribute('class'))).toEqual(classes);
    expect(sanitizeMathHtml('<span class="md-zoom evil">x</span>')).toBe('<span>x</span>');
  });

  it('gives feed readers the MathML alone, which they can read without our sheet', () => {
    const html = renderFeedArticle('$x^2$\n\n$$\\frac{a}{b}$$', (url) => url);
    const doc = dom(html);
    expect(doc.querySelectorAll('math')).toHaveLength(2);
    expect(doc.querySelectorAll('.katex-html')).toHaveLength(0);
    expect(doc.querySelector('math[display="block"] mfrac')).not.toBeNull();
  });

  it('reads inline TeX into headings’ TOC text and plain-text descriptions', () => {
    expect(renderArticle('## 公式 $E=mc^2$ 的由来').toc).toEqual([{ level: 2, text: '公式 E=mc^2 的由来' }]);
    expect(markdownPlainText('能量 $E=mc^2$，见下：\n\n$$\n\\int f\n$$')).toBe('能量 E=mc^2，见下：');
  });

  it('shows a mermaid diagram as its labelled source, folded until the reader opens it', () => {
    const { html } = renderArticle('```mermaid\ngraph TD\n  A-->B\n```');
    const block = dom(html).querySelector('details.diagram-source');
    expect(block?.querySelector('summary')?.textContent).toBe('Mermaid 图表（源码）');
    expect(block?.getAttribute('open')).toBeNull();
    expect(block?.querySelector('pre code.language-mermaid')?.textContent).toBe('graph TD\n  A-->B\n');
  });
});
