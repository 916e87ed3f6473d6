import type { LightMyRequestResponse } from 'fastify';
import { useTestApp } from '../helpers';
import { seedDemoContent } from '../../src/db/seed';
import { ensureRenderBundle, templateClientDir } from './render-bundle';

const STATE = /<script id="__INKSTONE_STATE__" type="application\/json">([\s\S]*?)<\/script>/;

/** A stretch of plain text as the HTML writes it (no markup inside, entities escaped). */
const inHtml = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .trim()
    .slice(0, 12)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

describe('server-rendered talks, albums and message board', () => {
  const ssrEntry = ensureRenderBundle();
  const ctx = useTestApp({ prepare: seedDemoContent, env: { SSR_ENTRY: ssrEntry, CLIENT_DIR: templateClientDir() } });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const post = <T>(url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, payload }).then((res) => res.json<{ result: T }>().result);
  const stateText = (res: LightMyRequestResponse) => STATE.exec(res.body)?.[1] ?? '';

  it('renders every new public page on the server without falling back to client rendering', async () => {
    const paths = ['/talk', '/photoAlbum', '/resources/front', '/resources/back', '/message/list', '/link/list'];
    for (const path of paths) {
      const res = await get(path);
      expect([path, res.statusCode]).toEqual([path, 200]);
      expect([path, res.body.includes('Switched to client rendering')]).toEqual([path, false]);
    }
  });

  it('renders /talk with the first talks, without any like flag in the shared HTML', async () => {
    const page = await post<{ list: Array<{ content: string }> }>('/api/talk/blogGetTalkList', {
      current: 1,
      size: 10,
    });
    expect(page.list.length).toBeGreaterThan(0);
    const res = await get('/talk');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(inHtml(page.list[0].content));
    expect(stateText(res)).toContain('getTalkList');
    expect(stateText(res)).not.toContain('is_like');
  });

  it('renders /photoAlbum with the album names, and /photos answers 404 for an unknown album', async () => {
    const albums = (await get('/api/photoAlbum/getAllAlbumList')).json<{ result: Array<{ album_name: string }> }>();
    expect(albums.result.length).toBeGreaterThan(0);
    const res = await get('/photoAlbum');
    expect(res.statusCode).toBe(200);
    for (const album of albums.result) expect(res.body).toContain(inHtml(album.album_name));
    expect((await get('/photos?id=999999')).statusCode).toBe(404);
    expect((await get('/photos')).statusCode).toBe(404);
  });

  it('renders /message/list in card mode with the newest posts, and /message/detail 404s a missing post', async () => {
    const page = await post<{ list: Array<{ message: string }> }>('/api/message/getMessageList', {
      current: 1,
      size: 10,
      tag: '',
      message: '',
    });
    expect(page.list.length).toBeGreaterThan(0);
    const res = await get('/message/list');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(inHtml(page.list[0].message));
    expect(stateText(res)).not.toContain('is_like');
    expect((await get('/message/detail?id=999999')).statusCode).toBe(404);
  });
});
