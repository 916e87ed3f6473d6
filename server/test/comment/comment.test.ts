import { adminUser, createUser, useTestApp, type TestUser } from '../helpers';
import { COMMENT_WRITES_PER_MINUTE } from '../../src/modules/comment/routes';
import { createTargets, insertArticle, type Targets } from './fixtures';

describe('comments', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let reader: TestUser;
  let other: TestUser;
  let targets: Targets;

  beforeAll(async () => {
    admin = await adminUser(ctx);
    reader = await createUser(ctx, { username: 'reader1', nick_name: '读者甲' });
    other = await createUser(ctx, { username: 'reader2', nick_name: '读者乙' });
    targets = await createTargets(ctx, admin.id);
  });

  // Writes are rate limited per client address: each call comes from its own address unless a test
  // is about the limit.
  let lastIp = 0;
  const nextIp = () => `10.1.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;
  const post = (url: string, payload: object, token?: string, remoteAddress = nextIp()) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/comment/${url}`,
      payload,
      remoteAddress,
      headers: token ? { authorization: token } : {},
    });
  const add = async (payload: object, user: TestUser) => (await post('add', payload, user.token)).json();
  const notificationsOf = (userId: number) =>
    ctx.db
      .selectFrom('notifications')
      .select(['type', 'to_id', 'message'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  describe('posting comments', () => {
    it('needs a login, and the author always comes from the token', async () => {
      const anonymous = await post('add', { type: 1, for_id: targets.articleId, content: '匿名' });
      expect(anonymous.statusCode).toBe(401);
      const body = await add(
        { type: 1, for_id: targets.articleId, content: '写得好', from_id: admin.id, from_name: '冒充' },
        reader,
      );
      expect(body).toMatchObject({
        code: 0,
        result: { from_id: reader.id, from_name: '读者甲', content: '写得好', parent_id: null, thumbs_up: 0 },
      });
      const row = await ctx.db
        .selectFrom('comments')
        .select('from_id')
        .where('id', '=', body.result.id)
        .executeTakeFirstOrThrow();
      expect(row.from_id).toBe(reader.id);
    });

    it('notifies the owner of the article (type 1, to_id = article id), never the author themselves', async () => {
      const before = (await notificationsOf(admin.id)).length;
      await add({ type: 1, for_id: targets.articleId, content: '第二条' }, other);
      const after = await notificationsOf(admin.id);
      expect(after).toHaveLength(before + 1);
      expect(after.at(-1)).toMatchObject({ type: 1, to_id: targets.articleId });
      expect(after.at(-1)?.message).toContain('读者乙 评论了你的文章《公开文章》：第二条');
      await add({ type: 1, for_id: targets.articleId, content: '作者自己' }, admin);
      expect(await notificationsOf(admin.id)).toHaveLength(before + 1);
    });

    it('talks notify with type 2 and message-board posts with type 3; an anonymous post notifies nobody', async () => {
      await add({ type: 2, for_id: targets.talkId, content: '说得对' }, reader);
      await add({ type: 3, for_id: targets.messageId, content: '同感' }, reader);
      const mine = await notificationsOf(admin.id);
      expect(mine.slice(-2).map((n) => [n.type, n.to_id])).toEqual([
        [2, targets.talkId],
        [3, targets.messageId],
      ]);
      const count = await ctx.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect((await add({ type: 3, for_id: targets.anonymousMessageId, content: '路过' }, reader)).code).toBe(0);
      const again = await ctx.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(again.n)).toBe(Number(count.n));
    });

    it.each([
      ['<script>alert(1)</script>你好', '你好'],
      ['<img src=x onerror="alert(1)">嗨', '嗨'],
      ['<b onclick="steal()">粗</b>体', '<b>粗</b>体'],
      ['<a href="javascript:alert(1)">点我</a>', '点我'],
      ['<img src="javascript:alert(1)">图', '图'],
      ['<iframe src="https://evil.example"></iframe>框', '框'],
      ['笑<img src="/emoji/smile.png" alt="微笑" onload="x()">', '笑<img src="/emoji/smile.png" alt="微笑" />'],
      ['<img src="https://evil.example/emoji/a.png">外链', '外链'],
      ['1 < 2 && 3 > 2', '1 < 2 && 3 > 2'],
    ])('sanitises %s', async (content, stored) => {
      const body = await add({ type: 1, for_id: targets.articleId, content }, reader);
      expect(body.code).toBe(0);
      expect(body.result.content).toBe(stored);
      const row = await ctx.db
        .selectFrom('comments')
        .select('content')
        .where('id', '=', body.result.id)
        .executeTakeFirstOrThrow();
      expect(row.content).toBe(stored);
    });

    it('refuses empty and over-long text with a Chinese message', async () => {
      for (const content of ['', '   ', '<script>alert(1)</script>', '<p onclick="x"></p>']) {
        expect(await add({ type: 1, for_id: targets.articleId, content }, reader)).toEqual({
          code: 1,
          message: '请输入评论内容',
        });
      }
      expect(await add({ type: 1, for_id: targets.articleId, content: '字'.repeat(501) }, reader)).toEqual({
        code: 1,
        message: '评论内容过长，最多 500 个字符',
      });
      expect((await add({ type: 1, for_id: targets.articleId, content: '😀'.repeat(500) }, reader)).code).toBe(0);
      const huge = await post('add', { type: 1, for_id: targets.articleId, content: 'x'.repeat(5001) }, reader.token);
      expect(huge.statusCode).toBe(400);
      expect(huge.json().message).toContain('过长');
    });

    it('refuses a target that does not exist or is private, on writes and reads', async () => {
      const cases: [number, number, string][] = [
        [1, 999999, '文章不存在或未公开'],
        [1, targets.privateArticleId, '文章不存在或未公开'],
        [2, 999999, '说说不存在或未公开'],
        [3, 999999, '留言不存在'],
      ];
      for (const [type, forId, message] of cases) {
        const res = await post('add', { type, for_id: forId, content: '你好' }, reader.token);
        expect([res.statusCode, res.json()]).toEqual([404, { code: 404, message }]);
        const read = await post('frontGetParentComment', { type, for_id: forId, current: 1, size: 10, order: 'new' });
        expect(read.statusCode).toBe(404);
        expect((await post('getCommentTotal', { type, for_id: forId })).json()).toEqual({ code: 404, message });
      }
      expect(await ctx.db.selectFrom('comments').select('id').where('for_id', '=', 999999).execute()).toEqual([]);
    });

    it.each([
      [{ type: 4, for_id: 1, content: 'x' }, '参数 type 超出范围'],
      [{ type: 0, for_id: 1, content: 'x' }, '参数 type 超出范围'],
      [{ type: 1, for_id: 'abc', content: 'x' }, '参数 for_id 类型错误'],
      [{ type: 1, for_id: 1 }, '缺少参数 content'],
    ])('400 for malformed input %j', async (payload, message) => {
      const res = await post('add', payload, reader.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });
  });

  describe('reading comments', () => {
    let articleId: number;
    let firstId: number;
    let secondId: number;
    beforeAll(async () => {
      articleId = await insertArticle(ctx, admin.id, '列表');
      firstId = (await add({ type: 1, for_id: articleId, content: '一楼' }, reader)).result.id;
      secondId = (await add({ type: 1, for_id: articleId, content: '二楼' }, other)).result.id;
      await ctx.db
        .updateTable('comments')
        .set({ createdAt: '2025-01-01 00:00:00' })
        .where('id', '=', firstId)
        .execute();
      await ctx.db.updateTable('comments').set({ thumbs_up: 3 }).where('id', '=', firstId).execute();
    });

    it('pages top-level comments newest first or by likes, with exactly the public fields', async () => {
      const newest = (
        await post('frontGetParentComment', { type: 1, for_id: articleId, current: 1, size: 10, order: 'new' })
      ).json().result;
      expect(newest.list.map((c: { id: number }) => c.id)).toEqual([secondId, firstId]);
      expect(Object.keys(newest.list[0]).sort()).toEqual(
        [
          'content',
          'createdAt',
          'for_id',
          'from_avatar',
          'from_id',
          'from_name',
          'held',
          'id',
          'is_like',
          'parent_id',
          'reply_total',
          'thumbs_up',
          'to_id',
          'to_name',
          'type',
        ].sort(),
      );
      const hot = (
        await post('frontGetParentComment', { type: 1, for_id: articleId, current: 1, size: 10, order: 'hot' })
      ).json().result;
      expect(hot.list.map((c: { id: number }) => c.id)).toEqual([firstId, secondId]);
      const page2 = (
        await post('frontGetParentComment', { type: 1, for_id: articleId, current: 2, size: 1, order: 'new' })
      ).json().result;
      expect(page2).toMatchObject({ current: 2, size: 1, total: 2, list: [{ id: firstId }] });
    });

    it('bounds paging in the schema', async () => {
      for (const [payload, message] of [
        [{ current: 1, size: 1001 }, '参数 size 超出范围'],
        [{ current: 0, size: 10 }, '参数 current 超出范围'],
        [{ current: 1, size: 10, order: 'old' }, '参数 order'],
      ] as const) {
        const res = await post('frontGetParentComment', { type: 1, for_id: articleId, order: 'new', ...payload });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(message);
      }
    });

    it('replies: to_id and to_name, paged oldest first, counted in the total and under the parent', async () => {
      const reply = await post(
        'apply',
        { type: 1, for_id: articleId, parent_id: firstId, to_id: reader.id, content: '回一楼' },
        other.token,
      );
      expect(reply.json()).toMatchObject({
        code: 0,
        result: { parent_id: firstId, from_id: other.id, to_id: reader.id, to_name: '读者甲' },
      });
      const back = await post(
        'apply',
        { type: 1, for_id: articleId, parent_id: firstId, to_id: other.id, content: '回二位' },
        reader.token,
      );
      expect(back.json().code).toBe(0);
      const children = (
        await post('frontGetChildrenComment', { type: 1, for_id: articleId, parent_id: firstId, current: 1, size: 10 })
      ).json().result;
      expect(children.total).toBe(2);
      expect(children.list.map((c: { content: string; to_name: string }) => [c.content, c.to_name])).toEqual([
        ['回一楼', '读者甲'],
        ['回二位', '读者乙'],
      ]);
      const parents = (
        await post('frontGetParentComment', { type: 1, for_id: articleId, current: 1, size: 10, order: 'hot' })
      ).json().result;
      expect(parents.total).toBe(2);
      expect(parents.list[0]).toMatchObject({ id: firstId, reply_total: 2 });
      expect((await post('getCommentTotal', { type: 1, for_id: articleId })).json()).toEqual({
        code: 0,
        message: '成功',
        result: 4,
      });
    });

    it('a reply notifies the replied-to user and the owner, never the replier', async () => {
      const readerBefore = (await notificationsOf(reader.id)).length;
      const adminBefore = (await notificationsOf(admin.id)).length;
      await post(
        'apply',
        { type: 1, for_id: articleId, parent_id: firstId, to_id: reader.id, content: '再回' },
        other.token,
      );
      const readerNotes = await notificationsOf(reader.id);
      expect(readerNotes).toHaveLength(readerBefore + 1);
      expect(readerNotes.at(-1)).toMatchObject({ type: 1, to_id: articleId });
      expect(readerNotes.at(-1)?.message).toContain('读者乙 回复了你在文章《列表》下的评论：再回');
      expect(await notificationsOf(admin.id)).toHaveLength(adminBefore + 1);
      const otherBefore = (await notificationsOf(other.id)).length;
      await post(
        'apply',
        { type: 1, for_id: articleId, parent_id: secondId, to_id: other.id, content: '自言自语' },
        other.token,
      );
      expect(await notificationsOf(other.id)).toHaveLength(otherBefore);
    });

    it('notification text can never carry a tag', async () => {
      const evil = await createUser(ctx, { username: 'evil01', nick_name: '<img src=x onerror=alert(1)>' });
      await post(
        'apply',
        { type: 1, for_id: articleId, parent_id: firstId, to_id: reader.id, content: '<b>粗</b> &lt;script&gt;' },
        evil.token,
      );
      const last = (await notificationsOf(reader.id)).at(-1);
      expect(last?.message).not.toMatch(/[<>]/);
      expect(last?.message).toContain('＜script＞');
    });

    it('refuses replies outside the thread', async () => {
      const replyId = (
        await post('frontGetChildrenComment', { type: 1, for_id: articleId, parent_id: firstId, current: 1, size: 1 })
      ).json().result.list[0].id;
      const cases = [
        [{ parent_id: 999999, to_id: reader.id }, '评论不存在'],
        [{ parent_id: replyId, to_id: reader.id }, '评论不存在'],
        [{ parent_id: firstId, to_id: admin.id }, '回复的用户不在该评论下'],
      ] as const;
      for (const [fields, message] of cases) {
        const res = await post('apply', { type: 1, for_id: articleId, content: '回复', ...fields }, other.token);
        expect(res.json()).toEqual({ code: 404, message });
      }
      const wrongTarget = await post(
        'apply',
        { type: 1, for_id: targets.articleId, parent_id: firstId, to_id: reader.id, content: '串门' },
        other.token,
      );
      expect(wrongTarget.json().message).toBe('评论不存在');
      expect(
        (await post('apply', { type: 1, for_id: articleId, parent_id: firstId, to_id: reader.id, content: '匿名' }))
          .statusCode,
      ).toBe(401);
    });
  });

  it('rate-limits a flood of comments from one client (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < COMMENT_WRITES_PER_MINUTE + 1; i += 1) {
      statuses.push(
        (await post('add', { type: 1, for_id: targets.articleId, content: `刷屏${i}` }, other.token, '10.9.9.9'))
          .statusCode,
      );
    }
    expect(statuses.slice(0, COMMENT_WRITES_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
