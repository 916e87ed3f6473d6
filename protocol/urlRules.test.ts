import {
  ADMIN_URL_PATTERN,
  GROUP_PATTERN,
  URL_PATTERNS,
  cssUrl,
  isSafeImageUrl,
  isSafeWebUrl,
  isUploadPath,
} from './urlRules';

const image = new RegExp(URL_PATTERNS.imageOrEmpty, 'u');

describe('the one URL rule', () => {
  it.each([
    'https://example.com/a.png',
    'http://a.example:8080/x?y=1&z=2#top',
    'https://例子.中国/图片.png',
    'https://cdn.example.com/%E5%9B%BE.png',
    'HTTPS://EXAMPLE.COM/A.PNG',
  ])('accepts the http(s) URL %p', (url) => {
    expect(isSafeWebUrl(url)).toBe(true);
    expect(isSafeImageUrl(url)).toBe(true);
    expect(image.test(url)).toBe(true);
  });

  it.each(['/uploads/0123456789abcdef0123456789abcdef.png', '/uploads/seed/banner-01.png'])(
    'accepts our upload %p',
    (url) => {
      expect(isUploadPath(url)).toBe(true);
      expect(isSafeWebUrl(url)).toBe(false);
      expect(image.test(url)).toBe(true);
    },
  );

  it.each([
    'https://x.example/a")}</style><meta http-equiv="refresh" content="0;url=https://evil.example">',
    "https://x.example/a'",
    'https://x.example/a(1)',
    'https://x.example/<b>',
    'https://x.example/a b',
    'https://x.example/a\nb',
    'https://x.example/a\u0000',
    'https://x.example/a\\b',
    'https://x.example/[1]',
    'https://user@x.example/',
    'https://',
    '//evil.example/a.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://x.example/a.png',
    '/uploads/../blog.db',
    '/uploads/a.png")',
    '/uploads/.png',
    '/uploads/a',
    ' https://x.example/a.png',
    `https://x.example/${'a'.repeat(600)}`,
  ])('refuses %p', (url) => {
    expect(isSafeImageUrl(url)).toBe(false);
    expect(image.test(url) && url.length <= 512).toBe(false);
  });

  it('lets the admin address be a path on this site only', () => {
    const admin = new RegExp(ADMIN_URL_PATTERN, 'u');
    expect(['/admin', '/desk/?tab=1'].map((v) => admin.test(v))).toEqual([true, true]);
    expect(
      ['//evil.example', '/\\evil.example', 'https://evil.example', '/a b', '/a"', 'admin'].some((v) => admin.test(v)),
    ).toBe(false);
  });

  it('lets a group be its number or a URL, never a script', () => {
    const group = new RegExp(GROUP_PATTERN, 'u');
    expect(['', '123456789', 'https://qm.qq.com/x', '/uploads/qr.png'].every((v) => group.test(v))).toBe(true);
    expect(['javascript:alert(1)', '12', '"><x'].some((v) => group.test(v))).toBe(false);
  });

  it('writes a CSS url() nothing can leave', () => {
    const css = cssUrl('x")}</style><meta>\\\'(');
    expect(css).toBe('url("x\\22 \\29 }\\3c /style\\3e \\3c meta\\3e \\5c \\27 \\28 ")');
    expect(css.slice(5, -2)).not.toMatch(/["'()<>\\](?![0-9a-f]{2} )/);
    expect(cssUrl('/uploads/a.png')).toBe('url("/uploads/a.png")');
  });
});
