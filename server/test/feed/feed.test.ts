import { XMLParser } from 'fast-xml-parser';
import { useTestApp } from '../helpers';
import { seedDemoContent } from '../../src/db/seed';
import { shownText } from './feed-reader';
import { addFeedArticles, DRAFT_TITLE, PRIVATE_TITLE, TRICKY_TITLE } from './fixtures';

const HOST = 'blog.test:8080';
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['item', 'entry', 'category', 'link'].includes(name),
});

type Node = Record<string, unknown>;
const text = (value: unknown): string => {
  if (Array.isArray(value)) return text(value[0]);
  return typeof value === 'object' && value !== null ? String((value as Node)['#text'] ?? '') : String(value ?? '');
};

/** What a feed must never carry, in the HTML a reader renders. */
function expectHarmless(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
}

describe('feeds: /rss.xml and /atom.xml', () => {
  let trickyId = 0;
  const ctx = useTestApp({
    prepare: async (db, config) => {
      await seedDemoContent(db, config);
      trickyId = await addFeedArticles(db);
    },
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: HOST } });

  it('RSS 2.0: the 20 newest public articles, escaped titles, sanitised HTML, absolute URLs', async () => {
    const res = await get('/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const rss = parser.parse(res.body).rss as Node;
    expect(rss['@version']).toBe('2.0');
    const channel = rss.channel as Node;
    expect(text(channel.title)).toBe('砚');
    const items = channel.item as Node[];
    expect(items).toHaveLength(20);

    const first = items[0];
    // RSS titles are text: the XML holds the title as written (feed-readers.test.ts).
    expect(text(first.title)).toBe(TRICKY_TITLE);
    expect(text(first.link)).toBe(`http://${HOST}/article?id=${trickyId}`);
    const html = text(first['content:encoded']);
    expect(html).toContain('<h1 id="heading-1">标题</h1>');
    expect(html).toContain(`<img src="http://${HOST}/uploads/a.png"`);
    expect(html).toContain(`<a href="http://${HOST}/article?id=1">站内链接</a>`);
    expect(html).toContain('1 &lt; 2');
    for (const item of items) {
      expectHarmless(text(item['content:encoded']));
      expect(text(item.link)).toMatch(new RegExp(`^http://${HOST}/article\\?id=\\d+$`));
    }
    const titles = items.map((item) => text(item.title));
    expect(titles).not.toContain(PRIVATE_TITLE);
    expect(titles).not.toContain(DRAFT_TITLE);
    // The raw document escapes the title's markup: no literal <b> element outside CDATA.
    expect(res.body.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')).not.toContain('<b>');
  });

  it('Atom 1.0: same 20 entries, escaped title, sanitised content, self link', async () => {
    const res = await get('/atom.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    const feed = parser.parse(res.body).feed as Node;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    const links = feed.link as Node[];
    expect(links.map((l) => l['@href'])).toContain(`http://${HOST}/atom.xml`);
    const entries = feed.entry as Node[];
    expect(entries).toHaveLength(20);
    expect(shownText(text(entries[0].title))).toBe(TRICKY_TITLE);
    expect(text(entries[0].updated)).toBe('2030-01-04T00:30:00.000Z'); // 08:30 in Asia/Shanghai
    for (const entry of entries) expectHarmless(text(entry.content));
    const titles = entries.map((entry) => shownText(text(entry.title)));
    expect(titles).not.toContain(PRIVATE_TITLE);
    expect(titles).not.toContain(DRAFT_TITLE);
  });

  it('absolute URLs follow the Host header when SITE_URL is unset (cached per host)', async () => {
    const other = await ctx.app.inject({ method: 'GET', url: '/rss.xml', headers: { host: 'other.test' } });
    const channel = parser.parse(other.body).rss.channel as Node;
    expect(text(channel.link)).toBe('http://other.test/home');
    expect(text((channel.item as Node[])[0].link)).toMatch(/^http:\/\/other\.test\/article\?id=/);
  });

  it('a hostile Host header never reaches a URL', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/rss.xml', headers: { host: 'evil"><x' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil');
  });
});

describe('feeds with SITE_URL and behind a trusted proxy', () => {
  const withSiteUrl = useTestApp({ prepare: seedDemoContent, env: { SITE_URL: 'https://blog.example.com/' } });
  const behindProxy = useTestApp({ prepare: seedDemoContent, env: { TRUST_PROXY: '1' } });

  it('SITE_URL wins over the Host header', async () => {
    const res = await withSiteUrl.app.inject({ method: 'GET', url: '/atom.xml', headers: { host: 'ignored.test' } });
    const feed = parser.parse(res.body).feed as Node;
    expect(text(feed.id)).toBe('https://blog.example.com/');
    expect(res.body).not.toContain('ignored.test');
  });

  it('TRUST_PROXY takes scheme and host from X-Forwarded-Proto / X-Forwarded-Host', async () => {
    const res = await behindProxy.app.inject({
      method: 'GET',
      url: '/rss.xml',
      headers: { host: '127.0.0.1:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'public.example.org' },
    });
    const channel = parser.parse(res.body).rss.channel as Node;
    expect(text(channel.link)).toBe('https://public.example.org/home');
  });
});
