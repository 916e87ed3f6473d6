import { adminUser, useTestApp } from '../helpers';
import { createTargets, type Targets } from '../comment/fixtures';
import { CLIENT_RATE_LIMIT, IDENTITY_RATE_LIMIT } from '../../src/modules/like/limits';

describe('like flood', () => {
  const ctx = useTestApp();
  let targets: Targets;
  beforeAll(async () => {
    targets = await createTargets(ctx, (await adminUser(ctx)).id);
  });

  const toggle = (action: 'addLike' | 'cancelLike', visitor: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/like/${action}`,
      payload: { type: 1, for_id: targets.articleId },
      remoteAddress,
      headers: { 'x-visitor-id': visitor },
    });

  describe('like floods are rate limited', () => {
    it('one visitor id toggling from many addresses is stopped (add and cancel share the bucket)', async () => {
      const visitor = 'flooderFFFFFFFFFFFFFFFF';
      const statuses: number[] = [];
      for (let i = 0; i < IDENTITY_RATE_LIMIT.max + 2; i += 1) {
        statuses.push((await toggle(i % 2 === 0 ? 'addLike' : 'cancelLike', visitor, `10.4.0.${i + 1}`)).statusCode);
      }
      expect(statuses.slice(0, IDENTITY_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(IDENTITY_RATE_LIMIT.max)).toEqual([429, 429]);
      const limited = await toggle('addLike', visitor, '10.4.1.1');
      expect(limited.json().message).toMatch(/操作过于频繁/);
      // Someone else is not affected, and the count matches the rows that were really written.
      expect((await toggle('addLike', 'someoneElseSSSSSSSSSSS', '10.4.1.2')).json().result.is_like).toBe(true);
      const rows = await ctx.db
        .selectFrom('likes')
        .select('id')
        .where('type', '=', 1)
        .where('for_id', '=', targets.articleId)
        .execute();
      const article = await ctx.db
        .selectFrom('articles')
        .select('thumbs_up_times')
        .where('id', '=', targets.articleId)
        .executeTakeFirstOrThrow();
      expect(article.thumbs_up_times).toBe(rows.length);
    });

    it('one client rotating visitor ids is stopped too', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < CLIENT_RATE_LIMIT.max + 1; i += 1) {
        statuses.push((await toggle('addLike', `rotating${String(i).padStart(12, '0')}`, '10.5.5.5')).statusCode);
      }
      expect(statuses.slice(0, CLIENT_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});
