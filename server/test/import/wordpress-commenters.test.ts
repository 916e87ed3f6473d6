import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importWordPress } from '../../src/transfer/wordpress/import-wxr';
import { adminUser, useTestApp } from '../helpers';

// docs/import-export.md, WordPress comments: WordPress sets comment_user_id for every logged-in
// commenter, subscribers included. Only the admin's own WordPress account becomes the admin here;
// everyone else (subscribers, other authors, a visitor typing the owner's e-mail) gets a disabled
// account of their own, whose nickname passes the registration's rule.

interface Commenter {
  id: number;
  userId: number;
  author: string;
  email: string;
}

const author = (id: number, login: string, email: string) => `
  <wp:author><wp:author_id>${id}</wp:author_id><wp:author_login><![CDATA[${login}]]></wp:author_login>
  <wp:author_email>${email}</wp:author_email><wp:author_display_name>${login}</wp:author_display_name></wp:author>`;

const comment = (c: Commenter) => `
    <wp:comment>
      <wp:comment_id>${c.id}</wp:comment_id>
      <wp:comment_author><![CDATA[${c.author}]]></wp:comment_author>
      <wp:comment_author_email>${c.email}</wp:comment_author_email>
      <wp:comment_date>2024-01-0${c.id} 10:00:00</wp:comment_date>
      <wp:comment_date_gmt>2024-01-0${c.id} 02:00:00</wp:comment_date_gmt>
      <wp:comment_content><![CDATA[评论 ${c.id}]]></wp:comment_content>
      <wp:comment_approved>1</wp:comment_approved>
      <wp:comment_type>comment</wp:comment_type>
      <wp:comment_parent>0</wp:comment_parent>
      <wp:comment_user_id>${c.userId}</wp:comment_user_id>
    </wp:comment>`;

const wxr = (authors: string, comments: Commenter[]) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/" xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/">
<channel>
  <title>旧博客</title><link>https://old.example.com</link><wp:wxr_version>1.2</wp:wxr_version>
  ${authors}
  <item>
    <title>有评论的文章</title><dc:creator>owner</dc:creator>
    <content:encoded><![CDATA[<p>正文</p>]]></content:encoded>
    <wp:post_id>10</wp:post_id><wp:post_date>2024-01-01 09:00:00</wp:post_date>
    <wp:status>publish</wp:status><wp:post_type>post</wp:post_type>
    ${comments.map(comment).join('')}
  </item>
</channel>
</rss>`;

describe('WordPress commenters', () => {
  const ctx = useTestApp();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-wxr-users-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  async function importComments(name: string, authors: string, comments: Commenter[], wpAdmin?: string) {
    const file = path.join(tmp, `${name}.xml`);
    fs.writeFileSync(file, wxr(authors, comments));
    const blog = `${name}.example.com`;
    const options = { db: ctx.db, storage: ctx.app.storage, timeZone: 'Asia/Shanghai', dryRun: false };
    const report = await importWordPress(file, { ...options, blog, wpAdmin });
    expect(report.failed).toBe(0);
    const rows = await ctx.db
      .selectFrom('comments as c')
      .innerJoin('articles as a', 'a.id', 'c.for_id')
      .innerJoin('users as u', 'u.id', 'c.from_id')
      .select(['c.content', 'c.from_id', 'u.nick_name', 'u.role', 'u.disabled'])
      .where('a.source_blog', '=', blog)
      .orderBy('c.id')
      .execute();
    return new Map(rows.map((r) => [r.content, r]));
  }

  it('makes only the admin login’s comments the admin’s; subscribers, other authors and spoofed e-mails get their own', async () => {
    const admin = await adminUser(ctx);
    const comments = await importComments(
      'logins',
      author(1, 'Admin', 'owner@example.com') + author(2, 'guest', 'guest@example.com'),
      [
        { id: 1, userId: 1, author: '站长', email: 'owner@example.com' },
        // A subscriber: logged in, so a user id, but no wp:author.
        { id: 2, userId: 7, author: '博主', email: 'reader@example.com' },
        // Another author of the old blog is not the admin.
        { id: 3, userId: 2, author: 'guest', email: 'guest@example.com' },
        // A visitor typing the owner's e-mail into the comment form.
        { id: 4, userId: 0, author: '站长', email: 'owner@example.com' },
      ],
    );
    expect(comments.get('评论 1')).toMatchObject({ from_id: admin.id, role: 1 });
    for (const id of [2, 3, 4]) {
      const row = comments.get(`评论 ${id}`);
      expect(row).toMatchObject({ role: 2, disabled: 1 });
      expect(row?.from_id).not.toBe(admin.id);
    }
    expect(comments.get('评论 2')?.nick_name).toBe('博主');
  });

  it('takes the admin from --wp-admin or the only author, and nobody when several authors match nothing', async () => {
    const admin = await adminUser(ctx);
    const two = author(5, 'zhang', 'zhang@example.com') + author(6, 'li', 'li@example.com');
    const named = await importComments(
      'named',
      two,
      [{ id: 1, userId: 5, author: '张', email: 'zhang@example.com' }],
      'zhang',
    );
    expect(named.get('评论 1')?.from_id).toBe(admin.id);
    const alone = await importComments('alone', author(5, 'zhang', 'zhang@example.com'), [
      { id: 1, userId: 5, author: '张', email: 'zhang@example.com' },
    ]);
    expect(alone.get('评论 1')?.from_id).toBe(admin.id);
    const unnamed = await importComments('unnamed', two, [
      { id: 1, userId: 5, author: '张', email: 'zhang@example.com' },
    ]);
    expect(unnamed.get('评论 1')).toMatchObject({ role: 2, disabled: 1 });
  });

  it('cleans imported nicknames by the registration rule: no bidi controls, no zero-width characters', async () => {
    const comments = await importComments('nicks', author(1, 'admin', 'owner@example.com'), [
      { id: 1, userId: 0, author: '\u202E站\u200B长\u2066\uFEFF', email: 'a@example.com' },
      { id: 2, userId: 0, author: '\u200B\u202E', email: 'b@example.com' },
      { id: 3, userId: 0, author: '一家人👨‍👩‍👧', email: 'c@example.com' },
    ]);
    expect(comments.get('评论 1')?.nick_name).toBe('站长');
    expect(comments.get('评论 2')?.nick_name).toBe('访客');
    expect(comments.get('评论 3')?.nick_name).toBe('一家人👨‍👩‍👧');
  });
});
