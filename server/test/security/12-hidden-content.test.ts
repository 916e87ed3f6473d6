import { adminUser, useTestApp } from '../helpers';
import { insertAlbum, insertLink, insertTalk } from '../fixtures/board';

/**
 * Attack 12: reading what is not public — a private or recycled talk, a private album or photo, a
 * pending or rejected friend link — through any list, any id, or a like/comment probe. Every hidden
 * row carries a marker; no public answer may contain it, and every by-id probe is a plain 404.
 */
const MARK = 'HIDDEN-7f3a';

describe('attack 12: private and unreviewed content', () => {
  const ctx = useTestApp();
  const hidden: Record<string, number> = {};
  let publicAlbum = 0;

  beforeAll(async () => {
    const admin = await adminUser(ctx);
    await insertTalk(ctx, admin.id, { content: '公开说说', createdAt: '2025-01-01 00:00:00' });
    hidden.privateTalk = await insertTalk(ctx, admin.id, {
      content: `${MARK} 私密`,
      createdAt: '2025-01-02 00:00:00',
      status: 2,
      images: [`/uploads/seed/${MARK}.png`],
    });
    hidden.recycledTalk = await insertTalk(ctx, admin.id, {
      content: `${MARK} 回收`,
      createdAt: '2025-01-03 00:00:00',
      status: 3,
    });
    publicAlbum = await insertAlbum(ctx, { album_name: '公开相册' }, [
      { url: '/uploads/seed/ok.png' },
      { url: `/uploads/seed/${MARK}-photo.png`, status: 2 },
    ]);
    hidden.privateAlbum = await insertAlbum(ctx, { album_name: `${MARK} 相册`, status: 2 }, [
      { url: `/uploads/seed/${MARK}-a.png` },
    ]);
    await insertLink(ctx, { site_name: '公开友链', status: 2 });
    await insertLink(ctx, { site_name: `${MARK} 待审`, status: 1 });
    await insertLink(ctx, { site_name: `${MARK} 已拒`, status: 3 });
  });

  it('no public list ever contains a hidden row', async () => {
    const answers = await Promise.all([
      ctx.app.inject({ method: 'POST', url: '/api/talk/blogGetTalkList', payload: { current: 1, size: 50 } }),
      ctx.app.inject('/api/photoAlbum/getAllAlbumList'),
      ctx.app.inject(`/api/photo/getAllPhotosByAlbumId/${publicAlbum}`),
      ctx.app.inject({ method: 'POST', url: '/api/links/getLinksList', payload: { current: 1, size: 50 } }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(MARK);
    }
    expect(answers[0].json().result.total).toBe(1);
    expect(answers[3].json().result.total).toBe(1);
  });

  it('every by-id probe of a hidden row is the 404 of a missing one', async () => {
    const probes = [
      [`/api/talk/getTalkById/${hidden.privateTalk}`, '/api/talk/getTalkById/99999'],
      [`/api/talk/getTalkById/${hidden.recycledTalk}`, '/api/talk/getTalkById/99999'],
      [`/api/photo/getAllPhotosByAlbumId/${hidden.privateAlbum}`, '/api/photo/getAllPhotosByAlbumId/99999'],
    ];
    for (const [probe, missing] of probes) {
      const [a, b] = [await ctx.app.inject(probe), await ctx.app.inject(missing)];
      expect(a.statusCode).toBe(404);
      expect(a.json()).toEqual(b.json());
    }
    const total = (for_id: number) =>
      ctx.app.inject({ method: 'POST', url: '/api/comment/getCommentTotal', payload: { type: 2, for_id } });
    expect((await total(hidden.privateTalk)).json()).toEqual((await total(99999)).json());
    expect((await total(99999)).statusCode).toBe(404);
    const isLiked = (for_id: number) =>
      ctx.app.inject({ method: 'POST', url: '/api/like/getIsLikeByIdOrIpAndType', payload: { type: 2, for_id } });
    expect((await isLiked(hidden.privateTalk)).json()).toEqual((await isLiked(99999)).json());
  });

  it('readers cannot ask for pending or rejected links', async () => {
    for (const status of ['pending', 'rejected']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/links/getLinksList',
        payload: { current: 1, size: 10, status },
      });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(MARK);
    }
  });
});
