import sharp from 'sharp';
import { DELETE_GRACE_MS } from '../../src/modules/upload';
import { adminUser } from '../helpers';
import { ManualClock } from '../manual-clock';
import { pgliteTestApp } from '../postgres/pglite';
import { multipartBody } from '../security/raw-http';

// docs/behaviour.md §4.6 on PostgreSQL: the re-check is written down (ON CONFLICT) and claimed by
// the sweep's conditional UPDATE in that dialect too.
const clock = new ManualClock(new Date());
const ctx = pgliteTestApp({ clock });

it('keeps a just-uploaded image of a deleted talk until the sweep after its grace period', async () => {
  const admin = await adminUser(ctx);
  const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#678' } })
    .jpeg()
    .toBuffer();
  const { body, headers } = multipartBody('file', 'photo.jpg', 'image/jpeg', photo);
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/img',
    payload: body,
    headers: { ...headers, authorization: admin.token },
  });
  const url: string = uploaded.json().result.url;
  const name = url.slice('/uploads/'.length);
  const send = (method: 'POST' | 'DELETE', path: string, payload?: object) =>
    ctx.app.inject({ method, url: path, payload, headers: { authorization: admin.token } });
  const talk = await send('POST', '/api/admin/talk', { content: '图', talkImgList: [url] });
  const id: number = talk.json().result.id;
  expect((await send('DELETE', `/api/admin/talk/${id}`)).json().code).toBe(0);
  expect(await ctx.app.storage.head(name)).not.toBeNull();
  expect(await ctx.db.selectFrom('upload_rechecks').select('name').execute()).toEqual([{ name }]);

  await clock.set(new Date(clock.now().getTime() + DELETE_GRACE_MS + 2 * 60_000));
  expect(await ctx.app.storage.head(name)).toBeNull();
  expect(await ctx.db.selectFrom('upload_rechecks').select('name').execute()).toEqual([]);
});
