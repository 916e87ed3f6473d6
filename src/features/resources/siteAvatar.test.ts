import { contrastRatio, MIN_CONTRAST_TEXT, parseCssColor } from '@/shared/lib/contrast';
import { ICON_COLOURS, iconColour, iconSource, iconText, siteHref } from './siteAvatar';
import { parseSiteListQuery, siteListPath } from './siteListQuery';

test('the text avatar shows the first character of the name', () => {
  expect(iconText('掘金')).toBe('掘');
  expect(iconText('  vite')).toBe('V');
  expect(iconText('😀 表情')).toBe('😀');
  expect(iconText('')).toBe('?');
});

test('every fallback colour carries white text readably, and a name always gets the same one', () => {
  for (const colour of ICON_COLOURS) {
    expect(contrastRatio(parseCssColor(colour)!, [255, 255, 255])).toBeGreaterThanOrEqual(MIN_CONTRAST_TEXT);
  }
  expect(iconColour('MDN')).toBe(iconColour('MDN'));
  expect(ICON_COLOURS).toContain(iconColour('MDN'));
});

test('only our own icon files are loaded; only web addresses are linked', () => {
  expect(iconSource('/uploads/icon.webp')).toBe('/uploads/icon.webp');
  for (const bad of ['', '  ', 'https://example.com/i.png', '//evil.example/i.png', 'javascript:alert(1)', null]) {
    expect(iconSource(bad)).toBeUndefined();
  }
  expect(siteHref('https://vitejs.dev')).toBe('https://vitejs.dev/');
  expect(siteHref('javascript:alert(1)')).toBeUndefined();
  expect(siteHref('not a url')).toBeUndefined();
});

test('the site list address round-trips; bad queries are refused', () => {
  const path = siteListPath({ type: 'back', key: 'node-js' });
  expect(path).toBe('/siteList?type=back&category=node-js');
  expect(parseSiteListQuery(new URLSearchParams(path.split('?')[1]))).toEqual({ type: 'back', key: 'node-js' });
  expect(parseSiteListQuery(new URLSearchParams('type=side&category=x'))).toBeNull();
  expect(parseSiteListQuery(new URLSearchParams('type=front'))).toBeNull();
  expect(parseSiteListQuery(new URLSearchParams('type=front&category=<b>'))).toBeNull();
});
