// Child process of the load benches (bench/load-runner.ts): the real app on a temporary SQLite
// database holding the demo seed plus 200 generated articles, listening on loopback. With
// BENCH_CLIENT_DIR (the built SPA, dist/) it also serves the pages; CACHE_MAX_BYTES bounds the cache. Answers IPC requests for the response
// cache's figures, so the parent can print the cache memory from the server's own process.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { migrateToLatest, openDatabase, type DB } from '../server/src/db/database';
import { ensureAdmin } from '../server/src/db/bootstrap';
import { seedDemoContent } from '../server/src/db/seed';
import { coverUrl } from '../server/src/db/seed/images';

const EXTRA_ARTICLES = 200;

type Request = { kind: 'stats' } | { kind: 'stop' };

/** Extra articles (2023-2025, two tags each) so paging and the tag join work on a realistic table. */
async function addArticles(db: DB, count: number): Promise<void> {
  const admin = await db.selectFrom('users').select('id').where('role', '=', 1).executeTakeFirstOrThrow();
  const categories = await db.selectFrom('categories').select('id').execute();
  const tags = await db.selectFrom('tags').select('id').execute();
  const paragraph = '这是一段用于压测的正文，包含 **Markdown** 语法与代码块。\n\n~~~ts\nconst x: number = 1;\n~~~\n\n';
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i += 1) {
      const day = new Date(Date.UTC(2023, 0, 1) + i * 4 * 86_400_000).toISOString().slice(0, 10);
      const { id } = await trx
        .insertInto('articles')
        .values({
          article_title: `压测文章 ${i + 1}`,
          article_description: '自动生成的压测数据',
          article_content: paragraph.repeat(20),
          article_cover: coverUrl(0),
          category_id: categories[i % categories.length].id,
          author_id: admin.id,
          is_top: 2,
          status: i % 10 === 9 ? 2 : 1,
          type: 1,
          origin_url: '',
          view_times: i * 3,
          thumbs_up_times: i % 7,
          reading_duration: 0,
          createdAt: `${day} 12:00:00`,
          updatedAt: `${day} 12:00:00`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('article_tag')
        .values([
          { article_id: id, tag_id: tags[i % tags.length].id },
          { article_id: id, tag_id: tags[(i + 5) % tags.length].id },
        ])
        .execute();
    }
  });
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    CLIENT_DIR: process.env.BENCH_CLIENT_DIR ?? '',
    LOG_LEVEL: 'silent',
    ...(process.env.CACHE_MAX_BYTES ? { CACHE_MAX_BYTES: process.env.CACHE_MAX_BYTES } : {}),
  });
  const db = await openDatabase(config);
  await migrateToLatest(db);
  await ensureAdmin(db, crypto.randomBytes(12).toString('base64url'));
  await seedDemoContent(db, config);
  await addArticles(db, EXTRA_ARTICLES);
  const app = await buildApp({ config, db, jwtSecret: crypto.randomBytes(48).toString('base64url') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  process.send?.({ kind: 'ready', port });
  process.on('message', async (request: Request) => {
    if (request.kind === 'stats') {
      process.send?.({ kind: 'stats', cache: app.cache.stats(), rss: process.memoryUsage().rss });
      return;
    }
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
