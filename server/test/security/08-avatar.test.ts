import fs from 'node:fs';
import path from 'node:path';
import { createUser, useTestApp, type TestUser } from '../helpers';

/**
 * Attack 8: an avatar pointing anywhere — a tracking pixel, or a request to an internal address
 * from every reader's browser. Only '' or one of our own existing /uploads/ images is stored.
 */
describe('attack 8: avatars pointing anywhere', () => {
  const ctx = useTestApp();
  let me: TestUser;

  const update = (avatar: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/user/updateOwnUserInfo',
      headers: { authorization: me.token },
      payload: { avatar },
    });
  const storedAvatar = async () =>
    (await ctx.db.selectFrom('users').select('avatar').where('id', '=', me.id).executeTakeFirstOrThrow()).avatar;

  beforeAll(async () => {
    me = await createUser(ctx, { username: 'avatarist' });
    fs.writeFileSync(path.join(ctx.config.uploadDir, '0123456789abcdef0123456789abcdef.png'), 'png');
    fs.mkdirSync(path.join(ctx.config.uploadDir, 'seed'), { recursive: true });
    fs.writeFileSync(path.join(ctx.config.uploadDir, 'seed', 'avatar-1.png'), 'png');
  });

  it.each([
    'https://tracker.example.com/pixel.gif',
    'http://127.0.0.1:6379/',
    'http://169.254.169.254/latest/meta-data/',
    '//evil.example.com/a.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '/uploads/../api/user/getUserInfoById/1',
    '/uploads/seed/../../blog.db',
    '/uploads/missing.png',
    '/api/chat/delete',
    ' /uploads/0123456789abcdef0123456789abcdef.png',
  ])('refuses the foreign avatar %p with a Chinese 400 and keeps the old one', async (avatar) => {
    const response = await update(avatar);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('头像只能使用本站上传的图片');
    expect(await storedAvatar()).toBe('');
  });

  it('accepts our own uploads, a seed image and the empty avatar', async () => {
    for (const avatar of ['/uploads/0123456789abcdef0123456789abcdef.png', '/uploads/seed/avatar-1.png', '']) {
      const response = await update(avatar);
      expect(response.json()).toMatchObject({ code: 0, result: { avatar } });
      expect(await storedAvatar()).toBe(avatar);
    }
  });
});
