import { useTestApp } from '../helpers';
import { insertAlbum } from '../fixtures/board';

describe('albums and photos', () => {
  const ctx = useTestApp();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ids.second = await insertAlbum(ctx, { album_name: '第二', sort: 2, album_cover: '/uploads/seed/cover.png' }, [
      { url: '/uploads/seed/p1.png' },
    ]);
    ids.first = await insertAlbum(ctx, { album_name: '第一', sort: 1 }, [
      { url: '/uploads/seed/hidden.png', status: 2 },
      { url: '/uploads/seed/p2.png' },
      { url: '/uploads/seed/p3.png' },
    ]);
    ids.private = await insertAlbum(ctx, { album_name: '私密', status: 2 }, [{ url: '/uploads/seed/secret.png' }]);
  });

  it('lists public albums in display order; the cover falls back to the first public photo', async () => {
    const res = await ctx.app.inject('/api/photoAlbum/getAllAlbumList');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual([
      { id: ids.first, album_name: '第一', album_cover: '/uploads/seed/p2.png', description: '第一的描述' },
      { id: ids.second, album_name: '第二', album_cover: '/uploads/seed/cover.png', description: '第二的描述' },
    ]);
    expect(JSON.stringify(res.json())).not.toContain('secret');
  });

  it('lists the public photos of a public album, never a private photo', async () => {
    const res = await ctx.app.inject(`/api/photo/getAllPhotosByAlbumId/${ids.first}`);
    expect(res.json().result.map((p: { url: string }) => p.url)).toEqual([
      '/uploads/seed/p2.png',
      '/uploads/seed/p3.png',
    ]);
    expect(Object.keys(res.json().result[0]).sort()).toEqual(['id', 'url']);
  });

  it('a private or missing album is the same 404', async () => {
    for (const id of [ids.private, 99999]) {
      const res = await ctx.app.inject(`/api/photo/getAllPhotosByAlbumId/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('相册不存在或未公开');
    }
    expect((await ctx.app.inject('/api/photo/getAllPhotosByAlbumId/abc')).statusCode).toBe(400);
  });

  it('is served from the response cache with an ETag, and a cache invalidation shows a change', async () => {
    const first = await ctx.app.inject('/api/photoAlbum/getAllAlbumList');
    const again = await ctx.app.inject({
      url: '/api/photoAlbum/getAllAlbumList',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    await ctx.db.updateTable('albums').set({ status: 2 }).where('id', '=', ids.second).execute();
    await ctx.app.cache.invalidate(['photos']);
    const after = await ctx.app.inject('/api/photoAlbum/getAllAlbumList');
    expect(after.json().result.map((a: { id: number }) => a.id)).toEqual([ids.first]);
  });
});
