// Child process of the load benches (bench/load-runner.ts): the real app on a temporary SQLite
// database holding the demo seed plus 200 generated articles (BENCH_ARTICLES to change), listening on loopback. With
// BENCH_CLIENT_DIR (the built SPA, dist/) it also serves the pages; CACHE_MAX_BYTES bounds the cache. Answers IPC requests for the response
// cache's figures, so the parent can print the cache memory from the server's own process.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { ensureAdmin } from '../server/src/db/bootstrap';
import { seedDemoContent } from '../server/src/db/seed';
import { addLoadArticles } from '../server/src/db/seed/load-articles';

const EXTRA_ARTICLES = Number(process.env.BENCH_ARTICLES) || 200;

type Request = { kind: 'stats' } | { kind: 'stop' };

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
  await addLoadArticles(db, EXTRA_ARTICLES);
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
