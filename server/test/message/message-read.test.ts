import { WALL_CAP } from '../../src/modules/message/service';
import { createUser, useTestApp, type TestUser } from '../helpers';
import { notificationsOf } from '../fixtures/board';
import { messageApi } from './helpers';

interface Item {
  id: number;
  message: string;
  tag: string;
  like_times: number;
  comment_total: number;
  is_like: boolean;
}

/** Posts straight into the table (dates fixed), so order and caps are exact. */
async function seedPosts(ctx: ReturnType<typeof useTestApp>, count: number, tagOf: (i: number) => string) {
  const rows = Array.from({ length: count }, (_, i) => {
    const at = `2025-01-01 00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;
    return {
      message: i === 7 ? '带 100% 和 a_b 的留言' : `第${i}条留言`,
      color: '',
      font_size: 16,
      font_weight: 400,
      bg_color: '',
      bg_url: '',
      user_id: null,
      nick_name: '游客',
      tag: tagOf(i),
      like_times: 0,
      createdAt: at,
      updatedAt: at,
    };
  });
  for (let i = 0; i < rows.length; i += 100)
    await ctx.db
      .insertInto('messages')
      .values(rows.slice(i, i + 100))
      .execute();
}

describe('message board: reading', () => {
  const ctx = useTestApp();
  const api = messageApi(ctx);
  let owner: TestUser;
  // In every run of 78 posts tag tN gets 12 - N of them, so the top ten are t0..t9 in that order.
  const tagOf = (i: number) =>
    `t${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].find((t) => i % 78 < ((t + 1) * (24 - t)) / 2) ?? 11}`;

  beforeAll(async () => {
    owner = await createUser(ctx, { username: 'boardowner', nick_name: '主人' });
    await seedPosts(ctx, WALL_CAP + 30, tagOf);
  });

  const page = async (body: object) => (await api.call('POST', 'getMessageList', body)).json().result;

  it('pages newest first with every field of the contract', async () => {
    const first = await page({ current: 1, size: 5 });
    expect(first.total).toBe(WALL_CAP + 30);
    expect(first.list.map((m: Item) => m.message)).toEqual([229, 228, 227, 226, 225].map((i) => `第${i}条留言`));
    expect(Object.keys(first.list[0]).sort()).toEqual(
      [
        'avatar',
        'bg_color',
        'bg_url',
        'color',
        'comment_total',
        'createdAt',
        'font_size',
        'font_weight',
        'held',
        'id',
        'is_like',
        'is_markup',
        'like_times',
        'message',
        'nick_name',
        'tag',
        'updatedAt',
        'user_id',
      ].sort(),
    );
    const second = await page({ current: 2, size: 5 });
    expect(second.list[0].message).toBe('第224条留言');
    expect((await api.call('POST', 'getMessageList', { current: 1, size: 1001 })).statusCode).toBe(400);
    expect((await page({ current: 1, size: 200 })).size).toBe(50);
  });

  it('filters by tag and by text, which is matched literally (no wildcards)', async () => {
    const byTag = await page({ current: 1, size: 50, tag: 't3' });
    expect(byTag.list.length).toBeGreaterThan(0);
    expect(byTag.list.every((m: Item) => m.tag === 't3')).toBe(true);
    const all = await page({ current: 1, size: 10, tag: '' });
    expect(all.total).toBe(WALL_CAP + 30);
    expect((await page({ current: 1, size: 10, message: '100%' })).list.map((m: Item) => m.message)).toEqual([
      '带 100% 和 a_b 的留言',
    ]);
    expect((await page({ current: 1, size: 10, message: 'a_b' })).total).toBe(1);
    expect((await page({ current: 1, size: 10, message: '%' })).total).toBe(1);
    expect((await page({ current: 1, size: 10, message: '_' })).total).toBe(1);
    const both = await page({ current: 1, size: 10, tag: 't0', message: '第1' });
    expect(both.list.every((m: Item) => m.tag === 't0' && m.message.includes('第1'))).toBe(true);
  });

  it('the wall is capped, newest first, and counts every post', async () => {
    const res = await api.call('GET', 'getAllMessage');
    const { list, total } = res.json().result;
    expect(total).toBe(WALL_CAP + 30);
    expect(list).toHaveLength(WALL_CAP);
    expect(list[0].message).toBe('第229条留言');
    expect(list.at(-1).message).toBe('第30条留言');
  });

  it('hot tags are the ten most used, most used first', async () => {
    const tags = (await api.call('GET', 'getHotTagList')).json().result;
    expect(tags).toHaveLength(10);
    expect(tags.map((t: { tag: string }) => t.tag)).toEqual([
      't0',
      't1',
      't2',
      't3',
      't4',
      't5',
      't6',
      't7',
      't8',
      't9',
    ]);
    const counts = tags.map((t: { count: number }) => t.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('one post by id (404 when missing); likes and comments keep its counts and tell the owner', async () => {
    const id = (await api.add({ message: '我的留言' }, owner)).json().result.id;
    const anonymous = (await api.add({ message: '游客留言' })).json().result.id;
    expect((await api.call('GET', 'getMessageById/99999')).statusCode).toBe(404);
    expect((await api.call('GET', 'getMessageById/0')).statusCode).toBe(400);
    const reader = await createUser(ctx, { username: 'boardfan' });
    const as = { authorization: reader.token };
    const like = await ctx.app.inject({
      method: 'POST',
      url: '/api/like/addLike',
      payload: { type: 3, for_id: id },
      headers: as,
    });
    expect(like.json().result).toEqual({ is_like: true, count: 1 });
    for (const for_id of [id, anonymous]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/comment/add',
        payload: { type: 3, for_id, content: '回应' },
        headers: as,
      });
      expect(res.json().code).toBe(0);
    }
    const detail = await ctx.app.inject({ url: `/api/message/getMessageById/${id}`, headers: as });
    expect(detail.json().result).toMatchObject({
      id,
      message: '我的留言',
      user_id: owner.id,
      nick_name: '主人',
      like_times: 1,
      comment_total: 1,
      is_like: true,
    });
    const [note] = await notificationsOf(ctx, owner.id);
    expect(note).toMatchObject({ type: 3, to_id: id });
    expect(note.message).toContain('留言');
    // An anonymous post has nobody to tell; its comment still counts.
    expect((await api.byId(anonymous)).json().result.comment_total).toBe(1);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/like/cancelLike',
      payload: { type: 3, for_id: id },
      headers: as,
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/like/cancelLike',
      payload: { type: 3, for_id: id },
      headers: as,
    });
    expect((await api.byId(id)).json().result.like_times).toBe(0);
  });

  it('the cached wall and hot tags change after a post, a like and a comment', async () => {
    const wall = async () => (await api.call('GET', 'getAllMessage')).json().result;
    const before = await wall();
    const id = (await api.add({ message: '最新一条', tag: '全新标签' })).json().result.id;
    const after = await wall();
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]).toMatchObject({ id, message: '最新一条', like_times: 0, comment_total: 0 });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/like/addLike',
      payload: { type: 3, for_id: id },
      headers: { 'x-visitor-id': 'wallvisitor0123456789' },
    });
    expect((await wall()).list[0].like_times).toBe(1);
    const tags = (await api.call('GET', 'getHotTagList')).json().result;
    expect(tags.some((t: { tag: string }) => t.tag === '全新标签')).toBe(false);
  });
});
