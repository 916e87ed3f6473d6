import { build, type TestContext } from '../helpers';
import { SEED_ARTICLES, seedDemoContent } from '../../src/db/seed';
import { SEED_IMAGES, seedImageUrl } from '../../src/db/seed/images';
import { SEED_MESSAGES } from '../../src/db/seed/board';
import type { ArtStyle } from '../../src/db/seed/art';

// The demo blog is what a newcomer judges the product by: every article written for it (no text
// shared between articles, no heading twice in one contents list, code of the article's own
// subject), readers who comment and an author who answers, board posts and albums whose labels fit.

/** The scene a stored seed picture shows, by its URL. */
const styleOf = new Map(SEED_IMAGES.map((image) => [seedImageUrl(image.name), image.style]));
const sceneOf = (url: string): ArtStyle | undefined => styleOf.get(url);

/** Prose blocks of an article: not headings, code, tables, images or list items. */
function paragraphs(markdown: string): string[] {
  const withoutCode = markdown.replace(/~~~[\s\S]*?~~~/g, '');
  return withoutCode
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length >= 12 && !/^(#|\||!\[|[-*] |\d+\. )/.test(block));
}

/** Which code a category's articles may carry (fence languages). */
const CODE_OF: Record<string, string[]> = {
  前端开发: ['ts', 'tsx', 'css', 'html'],
  后端开发: ['go', 'python', 'ts'],
  数据库: ['sql'],
  工具与效率: ['bash', 'python'],
  生活随笔: [],
};

describe('demo articles', () => {
  it('share no paragraph, within one article or between two', () => {
    const seen = new Map<string, string>();
    for (const article of SEED_ARTICLES) {
      for (const text of paragraphs(article.content)) {
        expect([text, seen.get(text)]).toEqual([text, undefined]);
        seen.set(text, article.title);
      }
    }
    expect(seen.size).toBeGreaterThan(SEED_ARTICLES.length * 3);
  });

  it('never repeat a heading in one contents list', () => {
    for (const article of SEED_ARTICLES) {
      const headings = [...article.content.matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1]);
      expect([article.title, headings.length > 0]).toEqual([article.title, true]);
      expect([article.title, headings]).toEqual([article.title, [...new Set(headings)]]);
    }
  });

  it('carry code of their own category only', () => {
    for (const article of SEED_ARTICLES) {
      const languages = [...article.content.matchAll(/^~~~(\w+)$/gm)].map((m) => m[1]);
      const allowed = CODE_OF[article.category];
      expect([article.title, article.category, languages.filter((l) => !allowed.includes(l))]).toEqual([
        article.title,
        article.category,
        [],
      ]);
    }
  });

  it('show photos in their text, each a picture of the seeded photo series', () => {
    for (const article of SEED_ARTICLES) {
      for (const [, url] of article.content.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)) {
        expect(SEED_IMAGES.find((image) => seedImageUrl(image.name) === url)?.name).toMatch(/^photo-/);
      }
    }
  });
});

describe('the demo board', () => {
  it('has no post twice, and a question is tagged 提问', () => {
    const texts = SEED_MESSAGES.map((m) => m.message);
    expect(new Set(texts).size).toBe(texts.length);
    for (const post of SEED_MESSAGES.filter((m) => m.tag === '提问')) expect(post.message).toMatch(/？/);
    for (const post of SEED_MESSAGES.filter((m) => /^请问/.test(m.message))) expect(post.tag).toBe('提问');
  });
});

describe('the seeded demo blog', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await build({ prepare: seedDemoContent });
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('gives neighbouring cards on the home list different cover scenes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/article/blogHomeGetArticleList/1/50' });
    const covers = (res.json().result.list as Array<{ article_cover: string }>).map((a) => sceneOf(a.article_cover));
    expect(covers.length).toBe(SEED_ARTICLES.filter((a) => (a.status ?? 1) === 1).length);
    for (let i = 1; i < covers.length; i += 1) {
      expect(covers[i]).toBeDefined();
      expect([i, covers[i]]).not.toEqual([i, covers[i - 1]]);
    }
  });

  it('has readers who comment and an author who only answers, never the same words twice in a thread', async () => {
    const admin = await ctx.db.selectFrom('users').select('id').where('role', '=', 1).executeTakeFirstOrThrow();
    const comments = await ctx.db.selectFrom('comments').selectAll().execute();
    const parents = comments.filter((c) => c.parent_id === null);
    expect(parents.filter((c) => c.from_id === admin.id)).toEqual([]);
    expect(comments.some((c) => c.from_id === admin.id)).toBe(true);
    for (const parent of parents) {
      const siblings = parents.filter((c) => c.for_id === parent.for_id).map((c) => c.content);
      expect(new Set(siblings).size).toBe(siblings.length);
    }
  });

  it('names every album after what its photos show', async () => {
    const albums = await ctx.db.selectFrom('albums').select(['id', 'album_name', 'album_cover']).execute();
    const scenes = async (albumId: number) =>
      new Set(
        (await ctx.db.selectFrom('photos').select('url').where('album_id', '=', albumId).execute()).map((p) =>
          sceneOf(p.url),
        ),
      );
    const byName = new Map(albums.map((a) => [a.album_name, a.id]));
    // Landscapes only in 山水之间; the blurred city lights in 城市夜色; sand in 大漠.
    expect([...(await scenes(byName.get('山水之间') ?? 0))].sort()).toEqual(['forest', 'mountains', 'sea']);
    expect([...(await scenes(byName.get('城市夜色') ?? 0))]).toEqual(['lights']);
    expect([...(await scenes(byName.get('大漠') ?? 0))]).toEqual(['dunes']);
  });

  it('groups posts into series a reader can follow from the article page (docs/behaviour.md §9.6)', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/series' })).json().result;
    expect(list.map((s: { name: string; postCount: number }) => [s.name, s.postCount])).toEqual(
      expect.arrayContaining([
        ['数据库笔记', 5],
        ['前端的数据加载', 3],
      ]),
    );
    const db = list.find((s: { name: string }) => s.name === '数据库笔记');
    const series = (await ctx.app.inject({ method: 'GET', url: `/api/series/${db.id}` })).json().result;
    const first = series.posts[0];
    expect(first.article_title ?? first.title).toBe('SQLite 索引与查询计划：EXPLAIN QUERY PLAN 实战');
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/article/getArticleById/${first.id}` })).json();
    expect(detail.result.series).toMatchObject({ name: '数据库笔记', position: 1, previous: null });
  });
});
