import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { useTestApp } from '../helpers';
import { XML_FORBIDDEN } from '../../src/modules/feed/feed-text';
import { seedDemoContent } from '../../src/db/seed';
import { articleRow } from '../fixtures/articles';
import { readFeed, shownText } from './feed-reader';

// What a subscriber's feed reader shows (docs/behaviour.md §8.4): titles and descriptions are text,
// a control character in one article does not break the feed, tags are categories, Atom has a language.
const ANGLE_TITLE = 'C++ 中 std::vector<int> 与 Map<K, V>';
const ANGLE_DESCRIPTION = '比较 <vector> 与 <list> 的差别 & 用法';
const HOSTILE_TITLE = '<img src=x onerror=alert(1)>标题';
const CONTROL_TITLE = '控制字符\u0001之后';
const AMPERSAND_TITLE = 'Q&A：写作 &amp; 与 <int> 的区别';
const TAG_NAME = '订阅标签';

/**
 * RSS's <title> is text: an XML parser reads it as written, with no second unescaping
 * (docs/behaviour.md §8.4) — readers that treat it as text show exactly this.
 */
function rssTitles(xml: string): string[] {
  const parsed = new XMLParser({ isArray: (name) => name === 'item' }).parse(xml) as {
    rss: { channel: { item: { title: string }[] } };
  };
  return parsed.rss.channel.item.map((item) => String(item.title));
}

describe('feeds as a feed reader reads them', () => {
  const ctx = useTestApp({
    prepare: async (db, config) => {
      await seedDemoContent(db, config);
      const admin = await db.selectFrom('users').select('id').where('role', '=', 1).executeTakeFirstOrThrow();
      const rows = [
        { article_title: ANGLE_TITLE, article_description: ANGLE_DESCRIPTION, createdAt: '2031-01-04 10:00:00' },
        { article_title: HOSTILE_TITLE, createdAt: '2031-01-03 10:00:00' },
        { article_title: CONTROL_TITLE, article_content: '正文\u0001含控制字符', createdAt: '2031-01-02 10:00:00' },
        { article_title: AMPERSAND_TITLE, createdAt: '2031-01-01 10:00:00' },
      ];
      for (const row of rows)
        await db
          .insertInto('articles')
          .values(articleRow({ ...row, author_id: admin.id }))
          .execute();
      const first = await db
        .selectFrom('articles')
        .select('id')
        .where('article_title', '=', ANGLE_TITLE)
        .executeTakeFirstOrThrow();
      const tag = await db
        .insertInto('tags')
        .values({ tag_name: TAG_NAME, createdAt: '2031-01-01 00:00:00' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('article_tag').values({ article_id: first.id, tag_id: tag.id }).execute();
    },
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: 'blog.test' } });

  for (const path of ['/rss.xml', '/atom.xml']) {
    describe(path, () => {
      it('is well-formed XML even with a control character in an article', async () => {
        const res = await get(path);
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toMatch(XML_FORBIDDEN);
        expect(XMLValidator.validate(res.body)).toBe(true);
      });

      it('shows titles and descriptions as written, angle brackets included', async () => {
        const body = (await get(path)).body;
        const { items } = await readFeed(body);
        const titles = path === '/rss.xml' ? rssTitles(body) : items.map((item) => shownText(item.title));
        expect(titles.slice(0, 4)).toEqual([ANGLE_TITLE, HOSTILE_TITLE, '控制字符之后', AMPERSAND_TITLE]);
        expect(shownText(items[0].description ?? items[0].summary)).toBe(ANGLE_DESCRIPTION);
      });

      it('never hands a reader markup in a title', async () => {
        const { items } = await readFeed((await get(path)).body);
        expect(items[1].title).not.toMatch(/<img/i);
      });

      it('lists the category and the tags of an article as its categories', async () => {
        const { items } = await readFeed((await get(path)).body);
        expect(items[0].categories).toContain(TAG_NAME);
      });
    });
  }

  it('Atom: the feed declares its language and every category has a term', async () => {
    const body = (await get('/atom.xml')).body;
    expect(body).toMatch(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom" xml:lang="zh-CN"/);
    const categories = body.match(/<category\b[^>]*>/g) ?? [];
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) expect(category).toMatch(/\sterm="[^"]+"/);
    expect((await readFeed(body)).meta.language).toBe('zh-CN');
  });
});
