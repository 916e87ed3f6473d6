import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { now } from '../../src/lib/time';
import { NOT_REFERENCES, referenceColumns } from '../../src/modules/upload/references';
import { adminUser, createUser, useTestApp, type TestUser } from '../helpers';
import { writtenLongAgo } from '../upload/after-grace';

type Method = 'POST' | 'PUT';
const ARTICLE = { category_name: '杂记', status: 'public' };

/**
 * Attack 15: making the clean-up delete a file still in use. A reader comments with the URL of an
 * upload the site uses somewhere (a resource site's icon, an image in a talk's text…); the admin
 * deletes the comment; the clean-up must see every other use and keep the file. Every writer that
 * can store an upload URL is walked below, through its own route.
 */
describe('attack 15: deleting an upload still in use', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let reader: TestUser;
  let articleId: number;

  const send = (user: TestUser, method: Method, url: string, payload: object) =>
    ctx.app.inject({ method, url, headers: { authorization: user.token }, payload });
  const expectOk = async (user: TestUser, method: Method, url: string, payload: object) => {
    const response = await send(user, method, url, payload);
    expect([url, response.json()]).toEqual([url, expect.objectContaining({ code: 0 })]);
    return response.json();
  };
  /** A fresh upload file: its /uploads/ URL and whether the file is still there. */
  const newUpload = () => {
    const name = `${crypto.randomBytes(16).toString('hex')}.png`;
    fs.writeFileSync(path.join(ctx.config.uploadDir, name), 'png');
    writtenLongAgo(path.join(ctx.config.uploadDir, name));
    return { url: `/uploads/${name}`, exists: () => fs.existsSync(path.join(ctx.config.uploadDir, name)) };
  };
  /** The attack: a comment naming the URL, deleted by the admin (which runs the clean-up). */
  const commentAndDelete = async (url: string) => {
    const { result } = await expectOk(reader, 'POST', '/api/comment/add', {
      type: 1,
      for_id: articleId,
      content: `好看 ![](${url})`,
    });
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/comment/${result.id}`,
      headers: { authorization: admin.token },
    });
    expect(response.json().code).toBe(0);
  };

  beforeAll(async () => {
    admin = await adminUser(ctx);
    reader = await createUser(ctx, { username: 'reader' });
    fs.mkdirSync(ctx.config.uploadDir, { recursive: true });
    const created = await expectOk(admin, 'POST', '/api/admin/article', {
      ...ARTICLE,
      article_title: '靶子',
      article_content: '正文',
    });
    articleId = created.result.id;
    await expectOk(admin, 'POST', '/api/admin/resource/category', { type: 'front', key: 'tools', name: '工具' });
  });

  /** Every writer of an upload URL, each storing `url` where readers see it. */
  const writers: Array<[string, (url: string) => Promise<void>]> = [
    [
      'a resource site icon',
      async (url) => {
        const [category] = await ctx.db.selectFrom('resource_categories').select('id').execute();
        await expectOk(admin, 'POST', '/api/admin/resource/site', {
          category_id: category.id,
          name: '站',
          url: 'https://a.example',
          description: '',
          icon: url,
        });
      },
    ],
    [
      'a talk text',
      async (url) => void (await expectOk(admin, 'POST', '/api/admin/talk', { content: `<img src="${url}">` })),
    ],
    [
      'a talk image',
      async (url) => void (await expectOk(admin, 'POST', '/api/admin/talk', { content: 'x', talkImgList: [url] })),
    ],
    [
      'an article cover',
      async (url) =>
        void (await expectOk(admin, 'POST', '/api/admin/article', {
          ...ARTICLE,
          article_title: 'a',
          article_content: 'b',
          article_cover: url,
        })),
    ],
    [
      'an article body',
      async (url) =>
        void (await expectOk(admin, 'POST', '/api/admin/article', {
          ...ARTICLE,
          article_title: 'a',
          article_content: `![](${url})`,
        })),
    ],
    ['the blog avatar', async (url) => void (await expectOk(admin, 'PUT', '/api/admin/config', { blog_avatar: url }))],
    [
      'a social link (QR code)',
      async (url) => void (await expectOk(admin, 'PUT', '/api/admin/config', { we_chat_link: url })),
    ],
    [
      'the notice',
      async (url) => void (await expectOk(admin, 'PUT', '/api/admin/config', { blog_notice: `看 ${url}` })),
    ],
    [
      'a banner',
      async (url) =>
        void (await expectOk(admin, 'POST', '/api/admin/pageHeader', {
          route_name: `r${url.slice(9, 15)}`,
          bg_url: url,
        })),
    ],
    [
      'an album cover',
      async (url) =>
        void (await expectOk(admin, 'POST', '/api/admin/album', {
          album_name: 'a',
          album_cover: url,
          description: '',
        })),
    ],
    [
      'an album photo',
      async (url) => {
        const album = await expectOk(admin, 'POST', '/api/admin/album', {
          album_name: 'b',
          album_cover: '',
          description: '',
        });
        await expectOk(admin, 'POST', `/api/admin/album/${album.result.id}/photo`, { urlList: [url] });
      },
    ],
    [
      'a user avatar',
      async (url) => void (await expectOk(reader, 'PUT', '/api/user/updateOwnUserInfo', { avatar: url })),
    ],
    [
      'a board post background',
      async (url) =>
        void (await expectOk(reader, 'POST', '/api/message/add', { message: '你好', tag: '日常', bg_url: url })),
    ],
    [
      'a board post text',
      async (url) => void (await expectOk(reader, 'POST', '/api/message/add', { message: `看图 ${url}`, tag: '日常' })),
    ],
    [
      'a friend link avatar',
      async (url) =>
        void (await expectOk(reader, 'POST', '/api/links/add', {
          site_name: '友',
          site_desc: '链',
          site_avatar: url,
          url: 'https://b.example',
        })),
    ],
    [
      'another comment',
      async (url) =>
        void (await expectOk(admin, 'POST', '/api/comment/add', {
          type: 1,
          for_id: articleId,
          content: `![](${url})`,
        })),
    ],
    [
      'a chat image',
      async (url) => {
        await ctx.db
          .insertInto('chat_messages')
          .values({ user_id: reader.id, content: url, content_type: 'image', createdAt: now() })
          .execute();
      },
    ],
  ];

  it.each(writers)('keeps the file of %s when a comment naming it is deleted', async (_name, write) => {
    const upload = newUpload();
    await write(upload.url);
    await commentAndDelete(upload.url);
    expect(upload.exists()).toBe(true);
  });

  it('still deletes a file only the deleted comment used', async () => {
    const upload = newUpload();
    await commentAndDelete(upload.url);
    expect(upload.exists()).toBe(false);
  });

  it('counts every text column of every table, except the few that never hold a URL', async () => {
    const columns = (await referenceColumns(ctx.db)).map(([table, column]) => `${table}.${column}`);
    for (const known of [
      'resource_sites.icon',
      'talks.content',
      'config.we_chat_link',
      'articles.article_cover',
      'comments.content',
    ])
      expect(columns).toContain(known);
    for (const never of NOT_REFERENCES) expect(columns).not.toContain(never);
  });

  it('removes the old images of a talk and the old cover of an article when replaced, unless used elsewhere', async () => {
    const [oldImage, keptImage, newImage, oldCover, sharedCover] = [
      newUpload(),
      newUpload(),
      newUpload(),
      newUpload(),
      newUpload(),
    ];
    const talk = await expectOk(admin, 'POST', '/api/admin/talk', {
      content: 'x',
      talkImgList: [oldImage.url, keptImage.url],
    });
    await expectOk(admin, 'PUT', `/api/admin/talk/${talk.result.id}`, { talkImgList: [keptImage.url, newImage.url] });
    expect([oldImage.exists(), keptImage.exists(), newImage.exists()]).toEqual([false, true, true]);

    const article = await expectOk(admin, 'POST', '/api/admin/article', {
      ...ARTICLE,
      article_title: 'c',
      article_content: 'd',
      article_cover: oldCover.url,
    });
    await expectOk(admin, 'PUT', `/api/admin/article/${article.result.id}`, { article_cover: sharedCover.url });
    // The article's first revision still shows the old cover, so it stays restorable
    // (docs/behaviour.md §11.3) until the article goes with its revisions.
    expect(oldCover.exists()).toBe(true);
    // The shared cover is also a banner: replacing it on the article keeps the file.
    await expectOk(admin, 'POST', '/api/admin/pageHeader', { route_name: 'shared', bg_url: sharedCover.url });
    await expectOk(admin, 'PUT', `/api/admin/article/${article.result.id}`, { article_cover: '' });
    await expectOk(admin, 'POST', '/api/admin/article/delete', { idList: [article.result.id] });
    expect([oldCover.exists(), sharedCover.exists()]).toEqual([false, true]);
  });
});
