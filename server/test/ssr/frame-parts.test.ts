import { useTestApp } from '../helpers';
import { seedDemoContent } from '../../src/db/seed';
import { CacheTag } from '../../src/lib/cache/tags';
import { ensureRenderBundle, templateClientDir } from './render-bundle';

// docs/performance.md "/article page under load": the header and the footer are rendered once per
// process and their inputs, then put back in later renders. A page whose parts were put back must
// be the very page a full render makes, markup and critical CSS alike; a change to an input (the
// blog's name, the page) renders the part again.

/** Any Authorization skips the page cache, so every request is a render. */
const UNCACHED = { accept: 'text/html', authorization: 'Bearer frame-parts' };
const ROOT = /<div id="root">([\s\S]*?)<\/div><script/;
const STYLES = /<style data-emotion="[^"]*">[^<]*<\/style>/g;

describe('the frame parts kept between renders', () => {
  const ctx = useTestApp({
    prepare: seedDemoContent,
    env: { SSR_ENTRY: ensureRenderBundle(), CLIENT_DIR: templateClientDir() },
  });

  async function rendered(url: string) {
    const res = await ctx.app.inject({ method: 'GET', url, headers: UNCACHED });
    expect(res.statusCode).toBe(200);
    const body = ROOT.exec(res.body)?.[1];
    if (!body) throw new Error(`no app markup in ${url}`);
    return { body, styles: res.body.match(STYLES)?.join('\n') ?? '' };
  }

  it('puts back the same header and footer a full render makes, with their styles', async () => {
    const article = await ctx.db.selectFrom('articles').select('id').where('status', '=', 1).executeTakeFirstOrThrow();
    for (const url of ['/home', `/article?id=${article.id}`, '/talk', '/message/list', '/archives']) {
      const first = await rendered(url);
      const again = await rendered(url);
      expect(again.body).toBe(first.body);
      expect(again.styles).toBe(first.styles);
      expect(again.body).toContain('</header>');
      expect(again.body).toContain('</footer>');
      expect(again.body).not.toContain('<template');
    }
  });

  it('renders a part again when its inputs change: the page, the blog name', async () => {
    const home = await rendered('/home');
    const archives = await rendered('/archives');
    const current = (body: string) => /<a [^>]*aria-current="page"[^>]*>([^<]+)</.exec(body)?.[1];
    expect(current(home.body)).not.toBe(current(archives.body));

    await ctx.db.updateTable('config').set({ blog_name: '换过名字的砚台' }).execute();
    await ctx.app.cache.invalidate([CacheTag.config]);
    const renamed = await rendered('/home');
    expect(renamed.body).toMatch(/<header[\s\S]*换[\s\S]*<\/header>/);
    expect(renamed.body).toMatch(/<footer[\s\S]*换过名字的砚台[\s\S]*<\/footer>/);
  });
});
