import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { importFolder } from '../../src/transfer/import-folder';
import { useTestApp } from '../helpers';

// docs/behaviour.md §11.1: a Hexo or Hugo post dated later than now is imported scheduled for its
// date (no longer a draft); a past one is public; a second run changes nothing.
describe('importing future-dated posts', () => {
  const ctx = useTestApp();

  it('schedules a public post dated later, publishes one dated earlier', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'scheduled-import-'));
    await fs.writeFile(
      path.join(dir, 'later.md'),
      '---\ntitle: 未来的文章\ndate: 2099-01-01 10:00:00\n---\n以后再看\n',
    );
    await fs.writeFile(
      path.join(dir, 'earlier.md'),
      '---\ntitle: 过去的文章\ndate: 2020-01-01 10:00:00\n---\n早就写好\n',
    );
    const run = () =>
      importFolder(dir, { db: ctx.db, storage: ctx.app.storage, timeZone: 'Asia/Shanghai', dryRun: false });
    expect(await run()).toMatchObject({ created: 2, failed: 0 });
    const rows = await ctx.db
      .selectFrom('articles')
      .select(['article_title', 'status', 'publish_at', 'createdAt'])
      .orderBy('id')
      .execute();
    const byTitle = Object.fromEntries(rows.map((row) => [row.article_title, row]));
    expect(byTitle['未来的文章']).toEqual({
      article_title: '未来的文章',
      status: 4,
      publish_at: '2099-01-01 10:00:00',
      createdAt: '2099-01-01 10:00:00',
    });
    expect(byTitle['过去的文章']).toMatchObject({ status: 1, publish_at: null });
    expect(await run()).toMatchObject({ created: 0, updated: 0, failed: 0 });
  });
});
