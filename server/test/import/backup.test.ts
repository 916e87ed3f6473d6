import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import { backupTo } from '../../src/transfer/backup';
import { adminUser, useTestApp } from '../helpers';

describe('npm run backup', () => {
  const ctx = useTestApp();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-backup-test-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('archives a consistent database while the blog writes, with uploads and music', async () => {
    fs.mkdirSync(ctx.config.uploadDir, { recursive: true });
    fs.writeFileSync(path.join(ctx.config.uploadDir, 'a.png'), 'png bytes');
    fs.mkdirSync(path.join(ctx.config.musicDir, '歌手'), { recursive: true });
    fs.writeFileSync(path.join(ctx.config.musicDir, '歌手', '歌.mp3'), 'mp3 bytes');
    const admin = await adminUser(ctx);
    const write = (i: number) =>
      ctx.db
        .insertInto('chat_messages')
        .values({ user_id: admin.id, content: `消息 ${i}`, content_type: 'text', createdAt: '2026-01-01 00:00:00' })
        .execute();
    for (let i = 0; i < 200; i += 1) await write(i);

    // The server keeps writing through its own connection while the backup copies the pages.
    let writing = true;
    let written = 200;
    const writer = (async () => {
      while (writing) {
        await write(written);
        written += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const file = path.join(work, 'nested', 'backup.tar.gz');
    const report = await backupTo(file, ctx.config);
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(200);

    expect(report).toMatchObject({ database: true });
    expect(report.entries).toEqual(expect.arrayContaining(['blog.db', 'uploads', 'music']));
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    const restored = path.join(work, 'restored');
    fs.mkdirSync(restored);
    await tar.x({ file, cwd: restored });
    expect(fs.readFileSync(path.join(restored, 'uploads', 'a.png'), 'utf8')).toBe('png bytes');
    expect(fs.readFileSync(path.join(restored, 'music', '歌手', '歌.mp3'), 'utf8')).toBe('mp3 bytes');
    const db = new SQLite(path.join(restored, 'blog.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const count = db.prepare('SELECT count(*) FROM chat_messages').pluck().get() as number;
      // Everything committed before the backup began, never more than was written by its end.
      expect(count).toBeGreaterThanOrEqual(200);
      expect(count).toBeLessThanOrEqual(written);
      const admins = db.prepare('SELECT username FROM users WHERE role = 1').pluck().all();
      expect(admins).toEqual(['admin']);
    } finally {
      db.close();
    }
  });

  it('on PostgreSQL archives only the folders (the database is pg_dump’s)', async () => {
    const file = path.join(work, 'pg.tar.gz');
    const report = await backupTo(file, { ...ctx.config, databaseUrl: 'postgres://unused' });
    expect(report.database).toBe(false);
    const names: string[] = [];
    await tar.t({ file, onReadEntry: (entry) => void names.push(entry.path) });
    expect(names).not.toContain('blog.db');
    expect(names).toContain('uploads/a.png');
  });

  it('refuses when there is no database to copy, leaving no file behind', async () => {
    const file = path.join(work, 'none.tar.gz');
    await expect(backupTo(file, { ...ctx.config, dataDir: path.join(work, 'empty') })).rejects.toThrow(
      /找不到数据库文件/,
    );
    expect(fs.existsSync(file)).toBe(false);
  });
});
