import { adminUser, createUser, useTestApp } from '../helpers';
import { connectAs } from '../chat/ws-client';
import { listen } from './raw-http';

/**
 * Attack 4: usernames that cannot be told apart (blank, control or invisible characters, a case
 * variant of `admin`), nicknames with control characters, and a copied nickname and avatar that
 * pass for the blog's owner in chat.
 */
jest.setTimeout(30_000); // bcrypt-heavy on a shared machine

describe('attack 4: usernames that cannot be told apart', () => {
  const ctx = useTestApp();
  let address = 0;
  const register = (username: string, nick_name?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { username, password: 'Passw0rd!', ...(nick_name === undefined ? {} : { nick_name }) },
      remoteAddress: `10.40.0.${++address}`,
    });

  describe('register refuses usernames that cannot be told apart', () => {
    it.each([
      ['five spaces', '     ', '用户账号首尾不能有空格'],
      ['a leading space', ' alice1', '用户账号首尾不能有空格'],
      ['a trailing space', 'alice1 ', '用户账号首尾不能有空格'],
      ['NUL and other controls', '\u0000\u0001\u0002\u0003\u0004', '用户账号不能包含控制字符或不可见字符'],
      ['a zero-width space', 'adm\u200Bin', '用户账号不能包含控制字符或不可见字符'],
      ['a zero-width joiner', 'ad\u200Dmin1', '用户账号不能包含控制字符或不可见字符'],
      ['a BOM', '\uFEFFadmin', '用户账号不能包含控制字符或不可见字符'],
      ['a right-to-left override', 'nimda\u202Exyz', '用户账号不能包含控制字符或不可见字符'],
      ['a bidi isolate', 'abc\u2066def', '用户账号不能包含控制字符或不可见字符'],
      ['a no-break space', 'adm\u00A0in', '用户账号不能包含控制字符或不可见字符'],
      ['an ideographic space', '\u3000admin', '用户账号不能包含控制字符或不可见字符'],
      ['a Hangul filler', 'admin\u3164', '用户账号不能包含控制字符或不可见字符'],
      ['a soft hyphen', 'ad\u00ADmin', '用户账号不能包含控制字符或不可见字符'],
      ['a newline', 'admin\nx', '用户账号不能包含控制字符或不可见字符'],
    ])('%s → 400', async (_label, username, message) => {
      const response = await register(username);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('a case variant of an existing name is taken (Admin beside admin)', async () => {
      for (const variant of ['Admin', 'ADMIN', 'aDmIn']) {
        // Length 5: the only thing wrong with these is the case-folded clash with `admin`.
        expect((await register(variant)).json()).toEqual({ code: 1, message: '用户名已存在' });
      }
      expect((await register('Walker1')).json().code).toBe(0);
      expect((await register('walker1')).json()).toEqual({ code: 1, message: '用户名已存在' });
    });

    it('the database refuses a case-only duplicate even past the service (unique index on lower(username))', async () => {
      await createUser(ctx, { username: 'Mallory' });
      // Compared by message: better-sqlite3's error class may come from another test file's realm,
      // where `toThrow` would not recognise it as an Error.
      const failure: unknown = await createUser(ctx, { username: 'mALLORY' }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(String((failure as { message?: unknown } | null)?.message)).toMatch(/unique/i);
    });

    it('login is case-insensitive: one account, whatever the case typed', async () => {
      await register('CaseUser1');
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'caseuser1', password: 'Passw0rd!' },
        remoteAddress: '10.41.0.1',
      });
      expect(login.json()).toMatchObject({ code: 0, result: { username: 'CaseUser1' } });
    });

    it('plain names with inner spaces, Chinese and emoji still register', async () => {
      for (const name of ['张三丰爱写字', 'John Smith', 'ink😀stone'])
        expect((await register(name)).json().code).toBe(0);
    });
  });

  describe('nicknames', () => {
    it.each(['坏\u0000人', 'x\u0007y', '砚\u202E主', 'tab\there', '砚\u200B主', '砚\u2060主'])(
      'refuses control characters in %p at register and on update',
      async (nick) => {
        expect((await register(`nick${address}a`, nick)).json().message).toBe('昵称不能包含控制字符');
        const user = await createUser(ctx, { username: `nickup${address}` });
        const update = await ctx.app.inject({
          method: 'PUT',
          url: '/api/user/updateOwnUserInfo',
          headers: { authorization: user.token },
          payload: { nick_name: nick },
        });
        expect(update.statusCode).toBe(400);
        expect(update.json().message).toBe('昵称不能包含控制字符');
      },
    );

    it('keeps emoji sequences (zero-width joiner) in nicknames', async () => {
      expect((await register('familyguy1', '一家人👨‍👩‍👧')).json().code).toBe(0);
    });
  });

  describe('chat: the 博主 mark comes from the role, not from a copied look', () => {
    it('messages carry the sender role from the database over the socket and the REST list', async () => {
      const port = await listen(ctx.app);
      const admin = await adminUser(ctx);
      await ctx.db.updateTable('users').set({ nick_name: '砚主', avatar: '' }).where('id', '=', admin.id).execute();
      const copycat = await createUser(ctx, { username: 'copycat1', nick_name: '砚主' });
      const watcher = await connectAs(port);
      const ownerSocket = await connectAs(port, admin.token);
      const copySocket = await connectAs(port, copycat.token);
      try {
        ownerSocket.send({ type: 'message', content: '我是博主', content_type: 'text' });
        const fromOwner = await watcher.waitFor('message', (m) => m.content === '我是博主');
        copySocket.send({ type: 'message', content: '我也是博主', content_type: 'text', role: 1 });
        const fromCopy = await watcher.waitFor('message', (m) => m.content === '我也是博主');
        expect(fromOwner).toMatchObject({ nick_name: '砚主', role: 1 });
        expect(fromCopy).toMatchObject({ nick_name: '砚主', role: 2 });
        const list = (
          await ctx.app.inject({ method: 'POST', url: '/api/chat/getChatList', payload: { size: 10 } })
        ).json().result.list;
        expect(list.map((m: { content: string; role: number }) => [m.content, m.role])).toEqual([
          ['我是博主', 1],
          ['我也是博主', 2],
        ]);
      } finally {
        for (const socket of [watcher, ownerSocket, copySocket]) socket.close();
      }
    });
  });
});
