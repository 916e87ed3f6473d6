import { mapFrontMatter, nameList, splitFrontMatter, toStoredDate } from '../../src/transfer/front-matter';

const TZ = 'Asia/Shanghai';

describe('splitFrontMatter', () => {
  it('reads YAML between --- and keeps dates as written (no UTC reinterpretation)', () => {
    const { data, content } = splitFrontMatter('---\ntitle: 你好\ndate: 2024-01-02 10:00:00\n---\n\n正文\n');
    expect(data).toEqual({ title: '你好', date: '2024-01-02 10:00:00' });
    expect(content).toBe('正文\n');
  });

  it('reads TOML between +++', () => {
    const { data, content } = splitFrontMatter('+++\ntitle = "山"\ntags = ["a", "b"]\n+++\n正文');
    expect(data).toMatchObject({ title: '山', tags: ['a', 'b'] });
    expect(content).toBe('正文');
  });

  it('gives empty data to a file without front matter, and strips a BOM', () => {
    expect(splitFrontMatter('\uFEFF# 标题\n')).toEqual({ data: {}, content: '# 标题\n' });
  });

  it('throws on front matter that does not parse, YAML or TOML', () => {
    expect(() => splitFrontMatter('---\ntitle: [没有闭合\n---\n')).toThrow();
    expect(() => splitFrontMatter('+++\ntitle = \n+++\n')).toThrow();
    expect(() => splitFrontMatter('---\n- 一个列表\n---\n')).toThrow(/不是键值表/);
  });
});

describe('toStoredDate', () => {
  it('keeps a zone-less date as the blog wall time, padding what is missing', () => {
    expect(toStoredDate('2024-1-2', TZ)).toBe('2024-01-02 00:00:00');
    expect(toStoredDate('2024-01-02 3:04', TZ)).toBe('2024-01-02 03:04:00');
    expect(toStoredDate('2024-01-02T03:04:05.123', TZ)).toBe('2024-01-02 03:04:05');
  });

  it('shows an instant with a zone in the blog zone', () => {
    expect(toStoredDate('2024-01-02T00:00:00Z', TZ)).toBe('2024-01-02 08:00:00');
    expect(toStoredDate('2024-01-02 10:00:00 +0900', TZ)).toBe('2024-01-02 09:00:00');
  });

  it('accepts TOML dates (Date objects) and refuses anything else', () => {
    expect(toStoredDate(new Date('2024-01-02T00:00:00Z'), TZ)).toBe('2024-01-02 08:00:00');
    expect(toStoredDate('昨天', TZ)).toBeNull();
    expect(toStoredDate('2024-13-45', TZ)).toBeNull();
    expect(toStoredDate(20240102, TZ)).toBeNull();
    expect(toStoredDate(undefined, TZ)).toBeNull();
  });
});

describe('nameList', () => {
  it('takes a scalar or a nested list, trims, drops empties and repeats', () => {
    expect(nameList('随笔')).toEqual(['随笔']);
    expect(nameList([['生活', ' 日常 '], '杂记', '', '生活', 2024])).toEqual(['生活', '日常', '杂记', '2024']);
    expect(nameList(null)).toEqual([]);
    expect(nameList({ a: 1 })).toEqual([]);
  });
});

describe('mapFrontMatter', () => {
  const map = (data: Record<string, unknown>) => mapFrontMatter(data, '正文', '我的文章.md', TZ);

  it('falls back to the file name for the title and leaves dates to the writer', () => {
    expect(map({})).toEqual({
      title: '我的文章',
      content: '正文',
      description: '',
      cover: '',
      createdAt: null,
      updatedAt: null,
      category: null,
      tags: [],
      isTop: 2,
      status: 1,
    });
  });

  it('reads the Hexo and Hugo spellings of each field', () => {
    expect(map({ excerpt: '摘要', thumbnail: 'a.png', sticky: 3, categories: [['父', '子']] })).toMatchObject({
      description: '摘要',
      cover: 'a.png',
      isTop: 1,
      category: '父',
    });
    expect(map({ summary: 'S', image: 'b.png', pinned: 'true', category: '单数' })).toMatchObject({
      description: 'S',
      cover: 'b.png',
      isTop: 1,
      category: '单数',
    });
    expect(map({ images: ['c.png', 'd.png'], top: false })).toMatchObject({ cover: 'c.png', isTop: 2 });
    expect(map({ date: '2024-01-02', lastmod: '2024-02-03' })).toMatchObject({
      createdAt: '2024-01-02 00:00:00',
      updatedAt: '2024-02-03 00:00:00',
    });
    expect(map({ date: '2024-01-02' }).updatedAt).toBe('2024-01-02 00:00:00');
  });

  it('maps draft, published: false and an explicit status', () => {
    expect(map({ draft: true }).status).toBe(3);
    expect(map({ published: false }).status).toBe(3);
    expect(map({ status: 'private' }).status).toBe(2);
    expect(map({ status: 'draft' }).status).toBe(3);
    expect(map({ draft: false }).status).toBe(1);
  });
});
