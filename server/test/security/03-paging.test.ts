import { seedDemoContent } from '../../src/db/seed';
import { clampPaging } from '../../src/lib/envelope';
import { MAX_PAGE } from '../../src/lib/paging';
import { createUser, useTestApp } from '../helpers';

/**
 * Attack 3: paging values that once reached SQL as a float OFFSET (`current: 1e300` → 500).
 * Every paged route must refuse out-of-bound or fractional paging with a Chinese 400 and accept
 * a numeric string (ajv coerces it).
 */
describe('attack 3: paging values out of bounds', () => {
  const ctx = useTestApp({ prepare: seedDemoContent });

  type Send = (current: unknown, size: unknown) => Promise<{ statusCode: number; body: string }>;

  function pagedRoutes(): Record<string, Send> {
    const post =
      (url: string, extra: Record<string, unknown> = {}, token?: string) =>
      (current: unknown, size: unknown) =>
        ctx.app.inject({
          method: 'POST',
          url,
          payload: { ...extra, current, size },
          headers: token ? { authorization: token } : {},
        });
    const get = (prefix: string) => (current: unknown, size: unknown) =>
      ctx.app.inject({ method: 'GET', url: `${prefix}/${current}/${size}` });
    return {
      home: get('/api/article/blogHomeGetArticleList'),
      timeline: get('/api/article/blogTimelineGetArticleList'),
      byTag: post('/api/article/getArticleListByTagId', { id: 1 }),
      byCategory: post('/api/article/getArticleListByCategoryId', { id: 1 }),
      notify: (current, size) => post('/api/notify/getNotifyList', {}, token)(current, size),
      parentComments: post('/api/comment/frontGetParentComment', { type: 1, for_id: articleId, order: 'new' }),
      childComments: post('/api/comment/frontGetChildrenComment', { type: 1, for_id: articleId, parent_id: 1 }),
      chatList: (_current, size) => ctx.app.inject({ method: 'POST', url: '/api/chat/getChatList', payload: { size } }),
    };
  }

  let token = '';
  /** A public article of the demo content: comment lists exist only under a real target. */
  let articleId = 0;
  beforeAll(async () => {
    token = (await createUser(ctx, { username: 'pager' })).token;
    articleId = (await ctx.db.selectFrom('articles').select('id').where('status', '=', 1).executeTakeFirstOrThrow()).id;
  });

  const BAD_VALUES: unknown[] = [1e300, -1, 1.5, MAX_PAGE + 1];

  describe.each(Object.keys(pagedRoutes()))('paged route %s', (name) => {
    const send = () => pagedRoutes()[name];

    // Chat pages by last_id: only `size` exists there, so it has no `current` cases at all.
    const currentCases = name === 'chatList' ? [] : BAD_VALUES;
    if (currentCases.length > 0)
      it.each(currentCases)('refuses current=%p with a Chinese 400, never a 500', async (bad) => {
        const response = await send()(bad, 10);
        expect(response.statusCode).toBe(400);
        expect(JSON.parse(response.body).message).toMatch(/参数 current/);
      });

    it.each([1e300, -1, 1.5, 0, 1001])('refuses size=%p with a Chinese 400', async (bad) => {
      const response = await send()(1, bad);
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body).message).toMatch(/参数 size/);
    });

    it('accepts numeric strings ("1") and caps a large size at 50', async () => {
      const response = await send()('1', '1000');
      expect(response.statusCode).toBe(200);
      const result = JSON.parse(response.body).result;
      if (name !== 'chatList') expect(result).toMatchObject({ current: 1, size: 50 });
    });

    it('the last allowed page is an empty page, not a 500', async () => {
      const response = await send()(MAX_PAGE, 50);
      expect(response.statusCode).toBe(200);
    });
  });

  describe('clampPaging', () => {
    it.each([
      [1e300, 10, { current: MAX_PAGE, size: 10 }],
      [Infinity, Infinity, { current: 1, size: 10 }],
      [-1, -1, { current: 1, size: 1 }],
      [1.5, 2.7, { current: 1, size: 2 }],
      ['3', '1000', { current: 3, size: 50 }],
      ['x', undefined, { current: 1, size: 10 }],
    ])('clampPaging(%p, %p) is whole and bounded', (current, size, expected) => {
      const paging = clampPaging(current, size);
      expect(paging).toMatchObject(expected);
      expect(Number.isSafeInteger(paging.offset)).toBe(true);
    });
  });
});
