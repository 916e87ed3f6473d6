// Home-page API load test: `node -r ts-node/register -r ./scripts/protocol-alias.cjs bench/home-api.ts` (also run by `npm run bench`).
// Builds the real app on a temporary SQLite database holding the demo seed plus 200 generated
// articles, listens on a random loopback port, and drives GET /api/article/blogHomeGetArticleList/1/10
// with 100 connections for 10 s. Prints figures only: nothing here asserts a timing.
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

const EXTRA_ARTICLES = 200;
const CONNECTIONS = 100;
const DURATION_S = 10;
const PATH = '/api/article/blogHomeGetArticleList/1/10';

/** The part of autocannon's API used here (the package ships no type declarations). */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p99: number; max: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; headers?: Record<string, string> }) => Promise<AutocannonResult>;

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
          article_title: `压测文章 ${i + 1}`, article_description: '自动生成的压测数据', article_content: paragraph.repeat(20),
          article_cover: '/uploads/seed/cover-01.png', category_id: categories[i % categories.length].id, author_id: admin.id,
          is_top: 2, status: i % 10 === 9 ? 2 : 1, type: 1, origin_url: '', view_times: i * 3, thumbs_up_times: i % 7,
          reading_duration: 0, createdAt: `${day} 12:00:00`, updatedAt: `${day} 12:00:00`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('article_tag').values([{ article_id: id, tag_id: tags[i % tags.length].id }, { article_id: id, tag_id: tags[(i + 5) % tags.length].id }]).execute();
    }
  });
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: '', LOG_LEVEL: 'silent' });
  const db = await openDatabase(config);
  const app = await (async () => {
    await migrateToLatest(db);
    await ensureAdmin(db, crypto.randomBytes(12).toString('base64url'));
    await seedDemoContent(db, config);
    await addArticles(db, EXTRA_ARTICLES);
    return buildApp({ config, db, jwtSecret: crypto.randomBytes(48).toString('base64url') });
  })();
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}${PATH}`;
    const probe = await fetch(url);
    const body = (await probe.json()) as { code: number; result?: { list: unknown[]; total: number } };
    if (probe.status !== 200 || body.code !== 0 || body.result?.list.length !== 10) throw new Error(`unexpected answer from ${PATH}`);
    console.log(`home-api: ${body.result.total} public articles, ${CONNECTIONS} connections, ${DURATION_S} s against ${PATH}`);

    const mod = (await import('autocannon')) as { default?: Autocannon } & Autocannon;
    const autocannon = mod.default ?? mod;
    // Browsers ask for compressed answers; plain clients (curl, other services) do not. Both are measured.
    for (const [encoding, headers] of [
      ['identity', {}],
      ['br, gzip', { 'accept-encoding': 'br, gzip' }],
    ] as const) {
      const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
      console.log(`  accept-encoding: ${encoding}`);
      console.log(`    requests/s  ${result.requests.average.toFixed(0)}  (total ${result.requests.total})`);
      console.log(`    latency ms  avg ${result.latency.average.toFixed(2)}  p50 ${result.latency.p50}  p99 ${result.latency.p99}  max ${result.latency.max}`);
      console.log(`    errors ${result.errors}  timeouts ${result.timeouts}  non-2xx ${result.non2xx}`);
      console.log(JSON.stringify({
        bench: 'home-api', path: PATH, acceptEncoding: encoding, connections: CONNECTIONS, durationS: DURATION_S, articles: body.result.total,
        reqPerSec: Math.round(result.requests.average), p99Ms: result.latency.p99, avgMs: Number(result.latency.average.toFixed(2)),
        errors: result.errors, non2xx: result.non2xx,
      }));
    }
  } finally {
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`home-api bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
