import { isHttpUrl, isMessageColor } from './boardRules';

describe('isHttpUrl', () => {
  it.each(['https://a.example', 'http://a.example/path?q=1#x', 'https://博客.example/'])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });
  it.each([
    '',
    'a.example',
    'javascript:alert(1)',
    'JAVASCRIPT://%0aalert(1)',
    'data:text/html,x',
    'ftp://a.example',
    'https://',
    'https://a.example/"onmouseover=x',
    "https://a.example/'",
    'https://a.example/<script>',
    'https://a .example',
    `https://a.example/${'x'.repeat(300)}`,
  ])('refuses %s', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});

describe('isMessageColor', () => {
  it.each(['', '#fff', '#A0B1c2', 'white', 'black', 'transparent'])('accepts %s', (color) => {
    expect(isMessageColor(color)).toBe(true);
  });
  it.each(['#ff', '#ffff', '#gggggg', 'red', 'rgb(0,0,0)', 'url(javascript:x)', '#fff;background:red'])(
    'refuses %s',
    (color) => {
      expect(isMessageColor(color)).toBe(false);
    },
  );
});
