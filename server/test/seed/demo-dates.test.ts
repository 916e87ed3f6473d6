import { build, type TestContext } from '../helpers';
import { SEED_ARTICLES, seedDemoContent } from '../../src/db/seed';

// The demo's dates must fit its words: a newcomer reading "年底了" dated April, or a reader
// "coming from the Bash article" weeks before it was written, stops trusting the demo. Every dated
// text the seed writes (articles by title and summary, talks, board posts, comments) is checked
// against the time words it uses and the articles it names.

interface Dated {
  text: string;
  at: string;
}

const month = (at: string) => Number(at.slice(5, 7));
const hour = (at: string) => Number(at.slice(11, 13));
const weekday = (at: string) => new Date(`${at.slice(0, 10)}T00:00:00Z`).getUTCDay();

/** A time word and the dates it allows. */
const TIME_WORDS: Array<[words: RegExp, fits: (at: string) => boolean, meaning: string]> = [
  [/年底|年末|年终|明年的年度总结/, (at) => month(at) >= 11, 'the end of a year'],
  [/新年快乐|元旦/, (at) => month(at) <= 2, 'the new year (元旦 or 春节)'],
  [/周末(愉快|终于|读书)/, (at) => [5, 6, 0].includes(weekday(at)), 'a weekend'],
  [/周末(去|徒步)/, (at) => [6, 0, 1].includes(weekday(at)), 'just after a weekend out'],
  [/半夜|深夜|凌晨/, (at) => hour(at) >= 23 || hour(at) <= 4, 'the middle of the night'],
  [/晚霞|天黑/, (at) => hour(at) >= 17, 'the evening'],
  [/今晚/, (at) => hour(at) >= 8 && hour(at) <= 20, 'before the evening'],
  [/树都绿了|春天来了/, (at) => month(at) >= 3 && month(at) <= 5, 'spring'],
];

/** Words naming a demo article, and the article: the text comes after it. */
const NAMES: Array<[words: RegExp, title: string]> = [
  [/Bash/, 'Bash 脚本的防御式写法'],
  [/SQLite 那篇/, 'SQLite 索引与查询计划：EXPLAIN QUERY PLAN 实战'],
  [/洱海那篇/, '洱海骑行的一天'],
  [/游标分页/, '分页别再用 OFFSET：游标分页的写法'],
  [/Linux 性能排查那篇/, 'Linux 性能排查：从 top 到 perf'],
  [/长安的荔枝/, '读《长安的荔枝》：一个小吏的项目管理'],
  [/葱油拌面/, '学会做一碗面'],
  [/少看手机那篇/, '少看手机的一个月'],
  [/Git bisect/, 'Git 进阶：交互式 rebase 与二分查找 bug'],
  [/容器查询那篇/, 'CSS 容器查询：让卡片自己决定布局'],
  [/西湖徒步/, '周末徒步：穿越西湖群山'],
  [/程序员修炼之道|读书笔记写得/, '读书笔记：《程序员修炼之道》'],
];

describe('the demo content is dated to fit its words', () => {
  let ctx: TestContext;
  let articles: Dated[];
  let written: Dated[];
  beforeAll(async () => {
    ctx = await build({ prepare: seedDemoContent });
    const db = ctx.db;
    articles = (
      await db.selectFrom('articles').select(['article_title', 'article_description', 'createdAt']).execute()
    ).map((a) => ({ text: `${a.article_title} ${a.article_description}`, at: a.createdAt }));
    written = [
      ...(await db.selectFrom('talks').select(['content as text', 'createdAt as at']).execute()),
      ...(await db.selectFrom('messages').select(['message as text', 'createdAt as at']).execute()),
      ...(await db.selectFrom('comments').select(['content as text', 'createdAt as at']).execute()),
    ];
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('seeds the texts this test reads', () => {
    expect(articles.length).toBe(SEED_ARTICLES.length);
    expect(written.some((w) => w.text.includes('年底了'))).toBe(true);
    expect(written.some((w) => w.text.includes('从 Bash 那篇'))).toBe(true);
  });

  it('dates each text within the time its words speak of', () => {
    const misfits = [...articles, ...written].flatMap(({ text, at }) =>
      TIME_WORDS.filter(([words, fits]) => words.test(text) && !fits(at)).map(
        ([, , meaning]) => `${at} 「${text.slice(0, 30)}」 is not ${meaning}`,
      ),
    );
    expect(misfits).toEqual([]);
  });

  it('dates a text that names an article after that article', () => {
    const dateOf = new Map(SEED_ARTICLES.map((a) => [a.title, a.createdAt]));
    const misfits = written.flatMap(({ text, at }) =>
      NAMES.filter(([words, title]) => words.test(text) && at <= (dateOf.get(title) ?? '')).map(
        ([, title]) => `${at} 「${text.slice(0, 30)}」 comes before 《${title}》`,
      ),
    );
    expect(NAMES.every(([, title]) => dateOf.has(title))).toBe(true);
    expect(misfits).toEqual([]);
  });

  it('dates the talk 年底了… in December and the board’s 新年快乐 at the spring festival', () => {
    expect(written.find((w) => w.text.startsWith('年底了'))?.at).toBe('2025-12-20 21:00:00');
    expect(written.find((w) => w.text.startsWith('新年快乐'))?.at).toBe('2025-01-29 00:08:00');
  });
});
