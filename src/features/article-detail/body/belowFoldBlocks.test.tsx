import fs from 'node:fs';
import path from 'node:path';
import { fireEvent } from '@testing-library/react';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { TocList } from '../toc/TocList';
import { ArticleBody } from './ArticleBody';

// docs/performance.md "Boot on intent": the article body's blocks below a phone's first screen skip
// layout until they near the viewport (articleBody.css). jsdom computes no `content-visibility`, so
// the sheet's own selectors are matched against the body's real markup.
const SHEET = fs.readFileSync(path.join(__dirname, '..', 'articleBody.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The sheet's top-level rules (outside @media): selector and declarations. */
const RULES = [
  ...SHEET.replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g),
].map((rule) => ({ selector: rule[1].trim(), body: rule[2] }));

/** The value of `property` the sheet's rules give `element` (the last matching rule wins). */
const valueFor = (element: Element, property: string) =>
  RULES.filter((rule) => element.matches(rule.selector))
    .map((rule) => new RegExp(`${property}:\\s*([^;]+);`).exec(rule.body)?.[1])
    .filter(Boolean)
    .pop();

const HTML =
  '<p>第一段</p>\n<p>第二段</p>\n<h2 id="heading-1">小节</h2>\n<p>第三段</p>\n' +
  '<details class="md-editor-code" open><summary class="md-editor-code-head">python</summary>' +
  '<pre><code><span class="hljs-keyword">import</span> os</code></pre></details>\n<h3 id="heading-2">细节</h3>';

function renderBody() {
  const { container } = renderWithProviders(
    <>
      <ArticleBody html={HTML} />
      <TocList
        items={[
          { id: 'heading-1', text: '小节', depth: 0 },
          { id: 'heading-2', text: '细节', depth: 1 },
        ]}
        activeId={null}
      />
    </>,
  );
  const preview = container.querySelector<HTMLElement>('#article-preview-preview');
  if (!preview) throw new Error('no article body');
  return { container, preview, blocks: Array.from(preview.children) };
}

const skipped = (element: Element) => valueFor(element, 'content-visibility') === 'auto';
const heightOf = (element: Element) => valueFor(element, 'contain-intrinsic-size');

describe('the article body below the first screen', () => {
  it('lets every block after the first two skip layout, headings and the first screen excepted', () => {
    const { blocks } = renderBody();
    expect(blocks.map((block) => [block.tagName.toLowerCase(), skipped(block)])).toEqual([
      ['p', false],
      ['p', false],
      ['h2', false],
      ['p', true],
      ['details', true],
      ['h3', false],
    ]);
  });

  it('holds a remembered height for a skipped block, a taller guess for code', () => {
    const { blocks } = renderBody();
    expect(heightOf(blocks[3])).toMatch(/^auto \d/);
    const [paragraph, code] = [heightOf(blocks[3]), heightOf(blocks[4])].map((value) =>
      parseFloat(value?.slice(5) ?? ''),
    );
    expect(code).toBeGreaterThan(paragraph);
  });

  it('lays the whole body out before a jump from the table of contents, so the heading lands where measured', () => {
    const { container, preview, blocks } = renderBody();
    window.scrollTo = jest.fn();
    fireEvent.click(container.querySelector('a[href="#heading-2"]') as Element);
    expect(preview).toHaveAttribute('data-laid-out');
    expect(blocks.filter(skipped)).toEqual([]);
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('prints every block', () => {
    expect(SHEET).toMatch(/@media print\s*\{\s*div\.md-editor-preview > \*\s*\{\s*content-visibility:\s*visible;/);
  });
});
