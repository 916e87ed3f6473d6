import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { placeholderFile } from '@protocol/imageVariants';
import { DELETE_GRACE_MS } from '../../src/modules/upload';
import { adminUser, build, type TestContext, type TestUser } from '../helpers';
import { ManualClock } from '../manual-clock';
import { multipartBody } from '../security/raw-http';
import { writtenLongAgo } from './after-grace';

// docs/behaviour.md §4.6: an upload no row references is deleted only once it was written more
// than DELETE_GRACE_MS ago; a younger one is checked again by the sweep when its time has come, so
// the same bytes uploaded again and used by a post saved meanwhile are kept.

const MINUTE = 60_000;

interface Instance {
  ctx: TestContext;
  clock: ManualClock;
  admin: TestUser;
}

const opened: TestContext[] = [];
afterEach(async () => {
  for (const ctx of opened.splice(0)) await ctx.close();
});

async function instance(env: NodeJS.ProcessEnv = {}, start = new Date()): Promise<Instance> {
  const clock = new ManualClock(start);
  const ctx = await build({ clock, env });
  opened.push(ctx);
  return { ctx, clock, admin: await adminUser(ctx) };
}

const photoOf = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function upload({ ctx, admin }: Instance, bytes: Buffer): Promise<string> {
  const { body, headers } = multipartBody('file', 'photo.jpg', 'image/jpeg', bytes);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/img',
    payload: body,
    headers: { ...headers, authorization: admin.token },
  });
  expect(res.json()).toMatchObject({ code: 0 });
  return res.json().result.url.slice('/uploads/'.length);
}

async function talkWith({ ctx, admin }: Instance, name: string): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/talk',
    payload: { content: '图', talkImgList: [`/uploads/${name}`] },
    headers: { authorization: admin.token },
  });
  expect(res.json()).toMatchObject({ code: 0 });
  return res.json().result.id;
}

async function deleteTalk({ ctx, admin }: Instance, id: number): Promise<void> {
  const res = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/admin/talk/${id}`,
    headers: { authorization: admin.token },
  });
  expect(res.json()).toMatchObject({ code: 0 });
}

const stored = async ({ ctx }: Instance, key: string) => (await ctx.app.storage.head(key)) !== null;
const rechecks = ({ ctx }: Instance) => ctx.db.selectFrom('upload_rechecks').select('name').execute();
const later = ({ clock }: Instance, ms: number) => new Date(clock.now().getTime() + ms);

describe('deleting unused uploads after a grace period', () => {
  it('deletes an unused upload written before the grace period at once, with its placeholder', async () => {
    const app = await instance();
    const name = await upload(app, await photoOf('#123'));
    writtenLongAgo(path.join(app.ctx.config.uploadDir, name));
    await deleteTalk(app, await talkWith(app, name));
    expect([await stored(app, name), await stored(app, placeholderFile(name.slice(0, 32)))]).toEqual([false, false]);
    expect(await rechecks(app)).toEqual([]);
  });

  it('keeps a just-uploaded image of a deleted post, and the sweep deletes it once its time has come', async () => {
    const app = await instance();
    const name = await upload(app, await photoOf('#234'));
    await app.ctx.app.imageVariants.idle();
    await deleteTalk(app, await talkWith(app, name));
    expect(await stored(app, name)).toBe(true);
    expect(await rechecks(app)).toEqual([{ name }]);

    await app.clock.set(later(app, DELETE_GRACE_MS / 2));
    expect(await stored(app, name)).toBe(true);

    await app.clock.set(later(app, DELETE_GRACE_MS / 2 + 2 * MINUTE));
    expect([await stored(app, name), await stored(app, placeholderFile(name.slice(0, 32)))]).toEqual([false, false]);
    expect(await rechecks(app)).toEqual([]);
  });

  it('keeps an image uploaded again and used by a post saved within the grace period', async () => {
    const app = await instance();
    const photo = await photoOf('#345');
    const name = await upload(app, photo);
    await deleteTalk(app, await talkWith(app, name));
    // The author puts the same picture in a new post a moment after the old one was deleted.
    expect(await upload(app, photo)).toBe(name);
    const kept = await talkWith(app, name);

    await app.clock.set(later(app, DELETE_GRACE_MS + 2 * MINUTE));
    expect(await stored(app, name)).toBe(true);
    expect(await rechecks(app)).toEqual([]);
    // Its grace long over, deleting the post that uses it deletes it at once.
    await deleteTalk(app, kept);
    expect(await stored(app, name)).toBe(false);
  });

  it('counts an old file uploaded again as just written', async () => {
    const app = await instance();
    const photo = await photoOf('#456');
    const name = await upload(app, photo);
    writtenLongAgo(path.join(app.ctx.config.uploadDir, name));
    const id = await talkWith(app, name);
    expect(await upload(app, photo)).toBe(name);
    await deleteTalk(app, id);
    expect(await stored(app, name)).toBe(true);
    expect(await rechecks(app)).toEqual([{ name }]);
  });

  it('a sweep run by two instances on one database and store deletes the file once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-shared-data-'));
    try {
      const start = new Date();
      const [a, b] = [await instance({ DATA_DIR: dataDir }, start), await instance({ DATA_DIR: dataDir }, start)];
      const name = await upload(a, await photoOf('#567'));
      await a.ctx.app.imageVariants.idle();
      await deleteTalk(a, await talkWith(a, name));
      expect(await rechecks(b)).toEqual([{ name }]);
      const deletes: string[] = [];
      for (const { ctx } of [a, b]) {
        const { storage } = ctx.app;
        const remove = storage.delete.bind(storage);
        storage.delete = async (key) => {
          deletes.push(key);
          return remove(key);
        };
      }

      const due = later(a, DELETE_GRACE_MS + 2 * MINUTE);
      await Promise.all([a.clock.set(due), b.clock.set(due)]);
      expect(deletes.filter((key) => key === name)).toEqual([name]);
      expect(await stored(a, name)).toBe(false);
      expect(await rechecks(a)).toEqual([]);
    } finally {
      for (const ctx of opened.splice(0)) await ctx.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
