import { assembleDocument, hasRootSlot } from '../../src/lib/page-document';

// The production build minifies index.html (`<div id=root></div>`, no quotes): pages must still be
// server-rendered from it.
describe('assembleDocument', () => {
  const parts = { styles: '<style>a{}</style>', body: '<p>正文</p>', state: '{}' };

  it.each([
    ['as written', '<html><head></head><body><div id="root"></div></body></html>'],
    ['minified', '<html><head></head><body><div id=root></div></body></html>'],
  ])('fills #root of the template %s', (_label, template) => {
    expect(hasRootSlot(template)).toBe(true);
    const html = assembleDocument(template, parts);
    expect(html).toContain('<style>a{}</style></head>');
    expect(html).toContain(
      '<div id="root"><p>正文</p></div><script id="__INKSTONE_STATE__" type="application/json">{}</script>',
    );
  });

  it('finds no slot in a template whose #root is not empty', () => {
    expect(hasRootSlot('<div id="root"><p></p></div>')).toBe(false);
  });
});
