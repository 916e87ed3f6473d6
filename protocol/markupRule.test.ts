import { containsMarkup } from './markupRule';

describe('containsMarkup', () => {
  it.each(['<b>x</b>', '<p>段落</p>', '<img src="/emoji/a.png">'])('counts %s as markup', (text) => {
    expect(containsMarkup(text)).toBe(true);
  });
  it.each([
    '',
    null,
    undefined,
    'plain',
    '<SCRIPT>x</SCRIPT>',
    '<img src=x onerror=alert(1)>',
    '<b>window</b>',
    '<a HREF="/">x</a>',
    '<iframe></iframe>',
  ])('does not count %s', (text) => {
    expect(containsMarkup(text)).toBe(false);
  });
});
