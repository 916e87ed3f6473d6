import fs from 'node:fs';
import path from 'node:path';
import { useTestApp } from '../helpers';
import { actors, call, expectGuarded, type AdminActors } from './guard';
import { PNG, multipartFiles } from './multipart';
import { encodePng } from '../fixtures/png';
import { writtenLongAgo } from '../upload/after-grace';

describe('admin API: talks and albums', () => {
  const ctx = useTestApp();
  let who: AdminActors;
  beforeAll(async () => {
    who = await actors(ctx);
  });

  const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(ctx, who.admin.token, method, url, body);
  const fileOf = (url: string) => path.join(ctx.config.uploadDir, url.replace('/uploads/', ''));
  function fakeUpload(letter: string): string {
    const name = `${letter.repeat(32)}.png`;
    fs.writeFileSync(path.join(ctx.config.uploadDir, name), PNG);
    writtenLongAgo(path.join(ctx.config.uploadDir, name));
    return `/uploads/${name}`;
  }

  describe('admin talks', () => {
    it('guards every talk route', async () => {
      await expectGuarded(ctx, who, 'GET', '/api/admin/talk', undefined, '/api/admin/talk?status=gone');
      await expectGuarded(ctx, who, 'POST', '/api/admin/talk', { content: '' });
      await expectGuarded(ctx, who, 'PUT', '/api/admin/talk/1', { talkImgList: ['javascript:x'] });
      await expectGuarded(ctx, who, 'DELETE', '/api/admin/talk/1', undefined, '/api/admin/talk/-1');
      const tooMany = await as('POST', '/api/admin/talk', {
        content: 'x',
        talkImgList: Array(10).fill('/uploads/a.png'),
      });
      expect(tooMany.statusCode).toBe(400);
    });

    it('creates, pins, hides and deletes a talk with its images, comments and files', async () => {
      const image = fakeUpload('c');
      const id = (await as('POST', '/api/admin/talk', { content: '今天的说说', talkImgList: [image] })).json().result
        .id as number;
      const readerList = async () =>
        (
          await ctx.app.inject({ method: 'POST', url: '/api/talk/blogGetTalkList', payload: { current: 1, size: 50 } })
        ).json().result.list as Array<{ id: number; talkImgList: string[]; is_top: number }>;
      expect((await readerList()).find((t) => t.id === id)).toMatchObject({ talkImgList: [image] });
      await as('PUT', `/api/admin/talk/${id}`, { is_top: 1 });
      expect((await readerList())[0]).toMatchObject({ id, is_top: 1 });
      await as('PUT', `/api/admin/talk/${id}`, { status: 'private' });
      expect((await readerList()).some((t) => t.id === id)).toBe(false);
      const listed = await as('GET', '/api/admin/talk?status=private');
      expect(listed.json().result.list).toEqual([
        expect.objectContaining({ id, status: 'private', talkImgList: [image] }),
      ]);

      await ctx.db
        .insertInto('comments')
        .values({
          type: 2,
          for_id: id,
          from_id: who.reader.id,
          to_id: null,
          parent_id: null,
          content: '评论',
          thumbs_up: 0,
          createdAt: '2026-01-01 00:00:00',
        })
        .execute();
      expect((await as('DELETE', `/api/admin/talk/${id}`)).json().code).toBe(0);
      expect(await ctx.db.selectFrom('talk_photos').selectAll().where('talk_id', '=', id).execute()).toEqual([]);
      expect(
        await ctx.db.selectFrom('comments').selectAll().where('type', '=', 2).where('for_id', '=', id).execute(),
      ).toEqual([]);
      expect(fs.existsSync(fileOf(image))).toBe(false);
      expect((await as('DELETE', `/api/admin/talk/${id}`)).statusCode).toBe(404);
    });
  });

  describe('admin albums and photos', () => {
    it('guards every album and photo route', async () => {
      await expectGuarded(ctx, who, 'GET', '/api/admin/album');
      await expectGuarded(ctx, who, 'POST', '/api/admin/album', { album_name: '' });
      await expectGuarded(ctx, who, 'PUT', '/api/admin/album/1', { status: 'secret' });
      await expectGuarded(ctx, who, 'DELETE', '/api/admin/album/1', undefined, '/api/admin/album/x');
      await expectGuarded(ctx, who, 'GET', '/api/admin/album/1/photo', undefined, '/api/admin/album/0/photo');
      await expectGuarded(ctx, who, 'POST', '/api/admin/album/1/photo', { urlList: [] });
      await expectGuarded(ctx, who, 'PUT', '/api/admin/album/1/photo/order', { idList: ['a'] });
      await expectGuarded(ctx, who, 'POST', '/api/admin/photo/delete', { idList: [] });
      await expectGuarded(ctx, who, 'POST', '/api/admin/album/1/photo/upload');
    });

    it('uploads several photos at once, orders them, and a public read follows at once', async () => {
      const id = (await as('POST', '/api/admin/album', { album_name: '旅行' })).json().result.id as number;
      const publicPhotos = async () =>
        (await ctx.app.inject(`/api/photo/getAllPhotosByAlbumId/${id}`)).json().result as Array<{ id: number }>;
      expect(await publicPhotos()).toEqual([]);
      // Three different pictures: the same bytes would be stored once (content names).
      const files = ['一.png', '二.png', '三.png'].map((filename, i) => ({
        field: 'file',
        filename,
        type: 'image/png',
        content: i === 0 ? PNG : encodePng(1, 1, new Uint8Array([i * 80, 40, 200])),
      }));
      const upload = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/album/${id}/photo/upload`,
        ...(() => {
          const body = multipartFiles(files);
          return { payload: body.payload, headers: { ...body.headers, authorization: who.admin.token } };
        })(),
      });
      expect(upload.statusCode).toBe(200);
      const added = upload.json().result.list as Array<{ id: number; url: string }>;
      expect(added).toHaveLength(3);
      for (const photo of added) expect(fs.existsSync(fileOf(photo.url))).toBe(true);
      expect((await publicPhotos()).map((p) => p.id)).toEqual(added.map((p) => p.id));

      const reversed = added.map((p) => p.id).reverse();
      expect((await as('PUT', `/api/admin/album/${id}/photo/order`, { idList: reversed })).json().code).toBe(0);
      expect((await publicPhotos()).map((p) => p.id)).toEqual(reversed);

      const byUrl = await as('POST', `/api/admin/album/${id}/photo`, { urlList: [fakeUpload('d')] });
      expect(byUrl.json().result.list).toHaveLength(1);
      const albums = await as('GET', '/api/admin/album');
      expect(albums.json().result).toContainEqual(expect.objectContaining({ id, photoCount: 4, status: 'public' }));

      // Uploaded long ago: a photo deleted within the grace period would stay a while (docs/behaviour.md §4.6).
      writtenLongAgo(fileOf(added[0].url));
      const removed = await as('POST', '/api/admin/photo/delete', { idList: [added[0].id] });
      expect(removed.json().result).toEqual({ count: 1 });
      expect(fs.existsSync(fileOf(added[0].url))).toBe(false);

      await as('PUT', `/api/admin/album/${id}`, { status: 'private' });
      expect((await ctx.app.inject(`/api/photo/getAllPhotosByAlbumId/${id}`)).statusCode).toBe(404);
    });

    it('refuses a batch with one non-image and leaves nothing behind', async () => {
      const id = (await as('POST', '/api/admin/album', { album_name: '坏批次' })).json().result.id as number;
      await ctx.app.imageVariants.idle();
      const before = fs.readdirSync(ctx.config.uploadDir).length;
      const body = multipartFiles([
        { field: 'file', filename: 'ok.png', type: 'image/png', content: PNG },
        { field: 'file', filename: 'evil.png', type: 'image/png', content: Buffer.from('<svg onload=alert(1)>') },
      ]);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/album/${id}/photo/upload`,
        payload: body.payload,
        headers: { ...body.headers, authorization: who.admin.token },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/只能上传/);
      expect(fs.readdirSync(ctx.config.uploadDir).length).toBe(before);
    });

    it('deleting an album removes its photos and their files in one go', async () => {
      const id = (await as('POST', '/api/admin/album', { album_name: '将删除' })).json().result.id as number;
      const cover = fakeUpload('e');
      await as('PUT', `/api/admin/album/${id}`, { album_cover: cover });
      const photo = fakeUpload('f');
      await as('POST', `/api/admin/album/${id}/photo`, { urlList: [photo] });
      expect((await as('DELETE', `/api/admin/album/${id}`)).json().code).toBe(0);
      expect(await ctx.db.selectFrom('photos').selectAll().where('album_id', '=', id).execute()).toEqual([]);
      expect(fs.existsSync(fileOf(cover))).toBe(false);
      expect(fs.existsSync(fileOf(photo))).toBe(false);
      expect((await as('DELETE', `/api/admin/album/${id}`)).statusCode).toBe(404);
    });
  });
});
