import { seedDemoContent } from '../../src/db/seed';
import { adminUser, createUser, useTestApp, type TestUser } from '../helpers';

const B = 'XyZ';
const part = (headers: string, body = 'x') => `--${B}\r\n${headers}\r\n\r\n${body}\r\n--${B}--\r\n`;
const FILE = 'Content-Disposition: form-data; name="file"; filename="a.png"';

/** Bodies a client can send that the multipart parser cannot read, with their request content type. */
const MALFORMED: Array<[string, string, string]> = [
  ['no boundary', 'multipart/form-data', part(FILE)],
  ['an empty boundary', 'multipart/form-data; boundary=', '--\r\n'],
  ['a cut-off body', `multipart/form-data; boundary=${B}`, `--${B}\r\n${FILE}\r\n\r\nx`],
  ['no parts at all', `multipart/form-data; boundary=${B}`, 'garbage'],
  ['a header without a colon', `multipart/form-data; boundary=${B}`, part(`${FILE}\r\nContent-Type`)],
  [
    'parameters without values',
    `multipart/form-data; boundary=${B}; charset`,
    part(`${FILE}\r\nContent-Type: image/png; charset`),
  ],
  ['no disposition', `multipart/form-data; boundary=${B}`, part('Content-Type: image/png')],
];

/**
 * Attack 16: bad input answered with a 500. Malformed multipart bodies and a NUL character in a
 * search text are the client's mistakes: each is a clear Chinese 400 (modules/upload/multipart-errors.ts,
 * plugins/no-nul.ts; PostgreSQL's own refusal in plugins/errors.ts), and an admin route still refuses a stranger first.
 */
describe('attack 16: malformed multipart bodies and NUL characters', () => {
  const ctx = useTestApp({ prepare: seedDemoContent });
  let me: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    me = await createUser(ctx, { username: 'uploader' });
    admin = await adminUser(ctx);
  });

  it.each(MALFORMED)('an upload with %s is a Chinese 400', async (_name, contentType, payload) => {
    const album = await ctx.db.selectFrom('albums').select('id').executeTakeFirstOrThrow();
    for (const [url, user] of [
      ['/api/upload/img', me],
      [`/api/admin/album/${album.id}/photo/upload`, admin],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': contentType, authorization: user.token },
      });
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(response.json().message).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it.each(['a%00b', 'abc%00', '%00%00%00', '%E4%B8%AD%00%E6%96%87'])(
    'a search for %p is a Chinese 400',
    async (text) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/article/getArticleListByContent/${text}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, message: '请求内容不能包含空字符' });
    },
  );

  it('a NUL in a JSON body never answers 500; an admin route still refuses a stranger first', async () => {
    const board = await ctx.app.inject({
      method: 'POST',
      url: '/api/message/getMessageList',
      payload: { current: 1, size: 10, message: 'abc\u0000def' },
    });
    expect(board.statusCode).toBeLessThan(500);
    // A field with its own rule answers with it (docs/behaviour.md §4.2).
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { username: 'a\u0000bcd', password: 'abc123', nick_name: 'x' },
    });
    expect(register.json().message).toBe('用户账号不能包含控制字符或不可见字符');
    const stranger = await ctx.app.inject({ method: 'GET', url: '/api/admin/article?keyword=a%00b' });
    expect(stranger.statusCode).toBe(401);
    const asAdmin = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/article?keyword=a%00b',
      headers: { authorization: admin.token },
    });
    expect(asAdmin.statusCode).toBe(400);
  });
});
