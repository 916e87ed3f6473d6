import { createTargets, type Targets } from '../comment/fixtures';
import { adminUser, createUser, useTestApp } from '../helpers';
import { ADDRESS_LIMIT_MESSAGE, ANONYMOUS_LIKES_PER_ADDRESS } from '../../src/modules/like/limits';

/**
 * Attack 20: like inflation by inventing visitor ids. One address sending a fresh `X-Visitor-Id`
 * with every like adds at most ANONYMOUS_LIKES_PER_ADDRESS likes to one target; other addresses,
 * other targets and logged-in users are not held back, and the count always equals the rows
 * (modules/like/service.ts, docs/security.md).
 */
describe('attack 20: likes from invented visitor ids', () => {
  const ctx = useTestApp();
  let targets: Targets;
  beforeAll(async () => {
    targets = await createTargets(ctx, (await adminUser(ctx)).id);
  });

  let serial = 0;
  const freshVisitor = () => `invented${String((serial += 1)).padStart(12, '0')}`;
  const like = (type: number, forId: number, remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/like/addLike',
      payload: { type, for_id: forId },
      remoteAddress,
      headers: { 'x-visitor-id': freshVisitor(), ...headers },
    });
  const articleLikes = async () =>
    (
      await ctx.db
        .selectFrom('articles')
        .select('thumbs_up_times')
        .where('id', '=', targets.articleId)
        .executeTakeFirstOrThrow()
    ).thumbs_up_times;

  it('40 invented visitors from one address add only the allowed few', async () => {
    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push((await like(1, targets.articleId, '10.20.0.1')).json());
    expect(answers.filter((a) => a.code === 0)).toHaveLength(ANONYMOUS_LIKES_PER_ADDRESS);
    expect(answers.slice(ANONYMOUS_LIKES_PER_ADDRESS).every((a) => a.code === 1)).toBe(true);
    expect(answers.at(-1)).toEqual({ code: 1, message: ADDRESS_LIMIT_MESSAGE });
    expect(await articleLikes()).toBe(ANONYMOUS_LIKES_PER_ADDRESS);
    const rows = await ctx.db.selectFrom('likes').select('id').where('for_id', '=', targets.articleId).execute();
    expect(rows).toHaveLength(ANONYMOUS_LIKES_PER_ADDRESS);
  });

  it('concurrent invented likes from one address are bounded the same', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => like(2, targets.talkId, '10.20.0.2')));
    expect(answers.filter((a) => a.json().code === 0)).toHaveLength(ANONYMOUS_LIKES_PER_ADDRESS);
  });

  it('another address, another target and a logged-in reader are not held back', async () => {
    expect((await like(1, targets.articleId, '10.20.0.3')).json().code).toBe(0);
    expect((await like(3, targets.messageId, '10.20.0.1')).json().code).toBe(0);
    const reader = await createUser(ctx, { username: 'likes-reader' });
    const own = await like(1, targets.articleId, '10.20.0.1', { authorization: reader.token });
    expect(own.json()).toMatchObject({ code: 0, result: { is_like: true } });
    expect(await articleLikes()).toBe(ANONYMOUS_LIKES_PER_ADDRESS + 2);
  });

  it('a visitor who takes a like back frees the place, and the address is not stored as such', async () => {
    const visitor = freshVisitor();
    const headers = { 'x-visitor-id': visitor };
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: '/api/like/cancelLike',
      payload: { type: 1, for_id: targets.articleId },
      remoteAddress: '10.20.0.1',
      headers: { 'x-visitor-id': 'invented000000000001' },
    });
    expect(cancel.json().result.is_like).toBe(false);
    expect((await like(1, targets.articleId, '10.20.0.1', headers)).json().code).toBe(0);
    const stored = await ctx.db.selectFrom('likes').select('address').where('visitor', '=', visitor).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.address).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(stored[0]?.address).not.toContain('10.20');
  });
});
