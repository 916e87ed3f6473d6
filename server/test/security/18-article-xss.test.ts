import { adminUser, useTestApp, type TestUser } from '../helpers';

/**
 * Attack 18: script through an article's Markdown — raw HTML is allowed in articles (authors and
 * imported blogs write it), so every way of carrying script in HTML is written into one article.
 * What readers get — the page's HTML from getArticleById and both feeds — keeps the harmless markup
 * and no executable piece: no script/iframe/svg/style/form element, no event handler, no
 * javascript:/vbscript: URL, no style attribute beyond the renderer's own (docs/security.md).
 */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" jAvAsCrIpT:alert(1)">y</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<<script>script>alert(1)<</script>/script>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '[md](javascript:alert(1)) ![md](javascript:alert(1))',
  '<details open ontoggle=alert(1)><summary>s</summary></details>',
];
const EXECUTABLE =
  /<(script|iframe|svg|style|form|object|embed|math)\b|\son\w+\s*=|(href|src|action|data)\s*=\s*"?\s*(javascript|vbscript):/i;

describe('attack 18: XSS through an article body', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let id = 0;

  beforeAll(async () => {
    admin = await adminUser(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/article',
      headers: { authorization: admin.token },
      payload: {
        article_title: '不怀好意的正文',
        article_content: ['<kbd>K</kbd> 正常的部分', ...PAYLOADS].join('\n\n'),
        category_name: '安全',
        tagNameList: [],
        status: 'public',
      },
    });
    id = created.json().result.id;
  });

  it('getArticleById: the rendered body keeps the markup and carries no script', async () => {
    const { result } = (await ctx.app.inject({ method: 'GET', url: `/api/article/getArticleById/${id}` })).json();
    expect(result.article_html).toContain('<kbd>K</kbd>');
    expect(result.article_html).not.toMatch(EXECUTABLE);
    // The Markdown itself is returned as written: it is the author's text, never put into a page.
    expect(result.article_content).toContain('<script>alert(1)</script>');
  });

  /** The HTML a feed reader renders: both feeds carry the body in CDATA. */
  const feedBody = (xml: string): string =>
    /<content(?::encoded)?[^>]*><!\[CDATA\[([\s\S]*?)\]\]>/.exec(xml)?.[1] ?? '';

  it.each(['/rss.xml', '/atom.xml'])('%s: the same body, as safe', async (url) => {
    const html = feedBody((await ctx.app.inject({ method: 'GET', url })).body);
    expect(html).toContain('<kbd>K</kbd>');
    expect(html).not.toMatch(EXECUTABLE);
  });
});
