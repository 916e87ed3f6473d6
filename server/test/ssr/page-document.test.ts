import { createHash } from 'node:crypto';
import { inlineScriptHashes } from '../../src/lib/page-template';
import { assembleDocument, hasRootSlot } from '../../src/render/page-document';

const PARTS = {
  head: '<title>砚</title>',
  styles: '<style data-emotion="css a">.a{}</style>',
  body: '<p>$&</p>',
  state: '{}',
};

describe('assembleDocument', () => {
  it.each([
    ['as written', '<html><head></head><body><div id="root"></div></body></html>'],
    ['minified', '<html><head></head><body><div id=root></div></body></html>'],
  ])('fills the head, #root and the state of a template %s', (_name, template) => {
    expect(hasRootSlot(template)).toBe(true);
    const page = assembleDocument(template, PARTS);
    expect(page).toContain('<title>砚</title><style data-emotion="css a">.a{}</style></head>');
    // Replacement patterns in the markup ($&) are kept as text.
    expect(page).toContain(
      '<div id="root"><p>$&</p></div><script id="__INKSTONE_STATE__" type="application/json">{}</script>',
    );
  });

  it('hashes inline scripts for CSP, not external or JSON ones', () => {
    const code = 'document.documentElement.classList.add("dark")';
    const html = `<script>${code}</script><script src="/a.js"></script><script type="application/json">{}</script>`;
    const expected = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });
});
