import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { articleRowsQuery } from '../../src/transfer/article-rows';
import { importWordPress, isWordPressFile } from '../../src/transfer/wordpress/import-wxr';
import { useTestApp } from '../helpers';

// WordPress's theme unit test data as WordPress.com exported it (fixtures/real-blogs/README.md).
const WXR = path.join(__dirname, '..', 'fixtures', 'real-blogs', 'wordpress-theme-unit-test.xml');
const BLOG = 'wpthemetestdata.wordpress.com';

describe('importing a WordPress export (WXR)', () => {
  const ctx = useTestApp();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-wxr-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const run = (file: string, dryRun = false) =>
    // The theme data has two authors; themedemos is the owner (its comments are the admin's).
    importWordPress(file, {
      db: ctx.db,
      storage: ctx.app.storage,
      timeZone: 'Asia/Shanghai',
      dryRun,
      wpAdmin: 'themedemos',
    });
  const post = async (id: number) => {
    const row = await articleRowsQuery(ctx.db)
      .select('a.source_blog')
      .where('a.source_blog', '=', BLOG)
      .where('a.source_path', '=', `wordpress/${id}.md`)
      .executeTakeFirst();
    if (!row) throw new Error(`no article from WordPress post ${id}`);
    return row;
  };
  const tagsOf = async (articleId: number) =>
    (
      await ctx.db
        .selectFrom('article_tag as at')
        .innerJoin('tags as t', 't.id', 'at.tag_id')
        .select('t.tag_name')
        .where('at.article_id', '=', articleId)
        .execute()
    ).map((t) => t.tag_name);
  const commentsOf = (articleId: number) =>
    ctx.db
      .selectFrom('comments as c')
      .innerJoin('users as u', 'u.id', 'c.from_id')
      .select(['c.id', 'c.parent_id', 'c.to_id', 'c.from_id', 'c.content', 'u.nick_name', 'u.role', 'u.disabled'])
      .where('c.type', '=', 1)
      .where('c.for_id', '=', articleId)
      .orderBy('c.id')
      .execute();

  it('knows a WXR file from a folder or another XML file', async () => {
    expect(await isWordPressFile(WXR)).toBe(true);
    expect(await isWordPressFile(path.dirname(WXR))).toBe(false);
    const rss = path.join(tmp, 'feed.xml');
    fs.writeFileSync(rss, '<?xml version="1.0"?><rss version="2.0"><channel><title>x</title></channel></rss>');
    expect(await isWordPressFile(rss)).toBe(false);
  });

  it('a dry run reports every item and writes nothing', async () => {
    const report = await run(WXR, true);
    expect(report).toMatchObject({ kind: 'wordpress', blog: BLOG, created: 19, skipped: 5, failed: 0 });
    expect(report.outcomes.find((o) => o.file === 'wordpress/1148.md')).toMatchObject({
      action: 'create',
      comments: 19,
    });
    expect(await articleRowsQuery(ctx.db).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('comments').select('id').execute()).toEqual([]);
  });

  it('posts, pages, statuses, categories, tags, sticky, featured image, excerpts', async () => {
    const report = await run(WXR);
    expect(report).toMatchObject({ created: 19, updated: 0, skipped: 5, failed: 0 });
    expect(report.outcomes.find((o) => o.file === 'wordpress/1022.md')).toMatchObject({
      action: 'skip',
      reason: expect.stringMatching(/attachment/),
    });
    expect(await post(1178)).toMatchObject({ article_title: 'Markup: HTML Tags and Formatting', status: 1 });
    expect(await post(1164)).toMatchObject({ article_title: 'Draft', status: 3 });
    // Scheduled in WordPress (2030): scheduled here too, dated and due at its GMT time in the blog's zone.
    const scheduled = await post(1153);
    expect(scheduled).toMatchObject({ status: 4, createdAt: '2030-01-02 03:00:18' });
    const due = await ctx.db
      .selectFrom('articles')
      .select('publish_at')
      .where('id', '=', scheduled.id)
      .executeTakeFirst();
    expect(due?.publish_at).toBe('2030-01-02 03:00:18');
    expect(report.outcomes.find((o) => o.file === 'wordpress/1153.md')?.warnings ?? []).toEqual([]);
    // Password-protected: public behind the same password (docs/behaviour.md §11.4).
    expect(await post(1168)).toMatchObject({ status: 1, access_hash: expect.stringMatching(/^\$2[aby]\$/) });
    expect(await post(1241)).toMatchObject({ is_top: 1 });
    expect(await post(2)).toMatchObject({ article_title: 'About The Tests', category_name: '页面' });
    expect(await post(1173)).toMatchObject({ article_title: 'Markup: Title With Markup' });
    const featured = await post(1011);
    expect(featured.article_cover).toBe(
      'https://wpthemetestdata.files.wordpress.com/2013/03/featured-image-horizontal.jpg',
    );
    // The GMT date shown in the blog's zone.
    expect(featured.createdAt).toBe('2012-03-16 06:15:12');
    const tagged = await post(1148);
    // The first category in reading order (docs/import-export.md), as for Hexo's lists.
    expect(tagged.category_name).toBe('Classic');
    expect((await tagsOf(tagged.id)).sort()).toEqual(['comments', 'template']);
    expect((await post(996)).article_description).toMatch(/^This content is before the more tag\./);
    expect((await post(993)).article_description).toMatch(/^This is a user-defined post excerpt\./);
  });

  it('keeps HTML bodies as sanitised HTML with no blank line; [caption] becomes a figure; [gallery] its pictures', async () => {
    const caption = await post(1163);
    expect(caption.article_content).toMatch(/^<figure><a href="[^"]+"><img src="[^"]+" alt="Bell on Wharf"/);
    expect(caption.article_content).toContain('<figcaption>Bell on wharf in San Francisco</figcaption>');
    const quote = await post(1749);
    expect(quote.article_content).not.toMatch(/<!--|<p><\/p>|\n\s*\n/);
    expect(quote.article_content).toContain('<blockquote>\n<p>Gutenberg is more than an editor.</p>');
    // A bare [gallery] shows the pictures uploaded to the post; ids="770,771" names them.
    const pictures =
      /<figure><img src="[^"]+img_0767\.jpg" alt="Huatulco Coastline"[^>]*><img src="[^"]+img_8399\.jpg" alt="Boat Barco Texture"/;
    const attached = await post(555);
    expect(attached.article_content).toMatch(pictures);
    expect(attached.article_content).not.toContain('[gallery');
    expect((await post(1736)).article_content).toMatch(pictures);
  });

  it('imports approved comments only, as threads: replies hang on their top comment and answer their parent', async () => {
    const comments = await commentsOf((await post(1148)).id);
    expect(comments).toHaveLength(19);
    const depth = (n: string) => comments.find((c) => c.content.startsWith(`Comment Depth ${n}`));
    const top = depth('01');
    expect(top).toMatchObject({
      parent_id: null,
      to_id: null,
      nick_name: 'John Γιάννης Doe Κάποιος',
      role: 2,
      disabled: 1,
    });
    expect(depth('02')).toMatchObject({ parent_id: top?.id, to_id: top?.from_id });
    // Depth 05 is the blog author's (the admin); depth 06 answers it.
    expect(depth('05')).toMatchObject({ parent_id: top?.id, role: 1 });
    expect(depth('06')).toMatchObject({ parent_id: top?.id, to_id: depth('05')?.from_id });
    expect(depth('10')).toMatchObject({ parent_id: top?.id });
    // Pingbacks, trackbacks and unapproved comments stay behind.
    const pings = await commentsOf((await post(1149)).id);
    expect(pings.map((c) => c.content)).toEqual([expect.stringMatching(/^This is a comment/)]);
  });

  it('a second run changes nothing and adds no comment twice; a private post is private', async () => {
    const before = await ctx.db.selectFrom('comments').select('id').execute();
    const again = await run(WXR);
    expect(again).toMatchObject({ created: 0, updated: 0, skipped: 24 });
    expect(await ctx.db.selectFrom('comments').select('id').execute()).toEqual(before);

    const edited = path.join(tmp, 'private.xml');
    const xml = fs
      .readFileSync(WXR, 'utf8')
      .replace(
        /(<wp:post_id>1178<\/wp:post_id>[\s\S]*?<wp:status>)(?:<!\[CDATA\[)?publish(?:\]\]>)?/,
        '$1<![CDATA[private]]>',
      );
    fs.writeFileSync(
      edited,
      xml.replace(
        'Stay hungry. Stay foolish.</blockquote>',
        'Stay hungry.</blockquote><script>alert(1)</script><img src=x onerror=alert(2)>',
      ),
    );
    const third = await run(edited);
    expect(third).toMatchObject({ created: 0 });
    const markup = await post(1178);
    expect(markup.status).toBe(2);
    expect(markup.article_content).not.toMatch(/<script|onerror|alert/);
  });
});
