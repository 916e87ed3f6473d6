// Article search bench: `node -r ts-node/register bench/article-search.ts` (also run by `npm run bench`).
// Builds a temporary SQLite database through the real migrations (FTS5 trigram tables and their
// triggers) holding 10,000 generated Chinese Markdown articles of 2-8 KB, then runs each kind of
// query through the real service function (searchArticles) and prints p50/p95 per kind. Figures
// only: nothing here asserts a timing (the goal, p95 <= 20 ms, is read off the output).
// SEARCH_BENCH_KEEP=<dir> builds the database in <dir> and keeps it, for EXPLAIN and profiling.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { migrateToLatest, openDatabase, type DB } from '../server/src/db/database';
import { ensureAdmin } from '../server/src/db/bootstrap';
import { markdownBody, pick, seededRandom, SUBJECTS, title } from '../server/src/db/seed/prose';
import { searchArticles } from '../server/src/modules/article/search';

const ARTICLES = 10_000;
const KEEP = process.env.SEARCH_BENCH_KEEP;
const RUNS = 40;

/** Query kinds the dialog sees: what a reader types, from two characters to a phrase, plus abuse. */
const QUERIES: Record<string, string[]> = {
  '2-char common': ['索引', '缓存', '数据', '否则'],
  '2-char rare': ['琥珀', '釉色'],
  '3-char': ['连接池', '慢查询', '懒加载'],
  'longer phrase': ['分布式锁', '提前做好容量规划', '我的体会是'],
  'rare phrase': ['琥珀色的黄昏', '青瓷茶盏的釉色'],
  'common phrase': ['的时候', '，否则'],
  'no hit': ['不存在的词语', '鲸落'],
  'title-only hit': ['实践笔记', '深入理解'],
  'mixed ASCII': ['React', 'SELECT', 'context.Context', 'useMemo'],
  metacharacters: ['c++', '"', 'NEAR(', '%', '_', 'OR', '\\', 'a-b', '*'],
};

/** Inserts the articles (triggers fill the search tables), 2021-2026, one in ten private. */
async function fill(db: DB): Promise<{ bytes: number }> {
  const admin = await db.selectFrom('users').select('id').where('role', '=', 1).executeTakeFirstOrThrow();
  const random = seededRandom(2026);
  let bytes = 0;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < ARTICLES; i += 1) {
      const subjects = [pick(random, SUBJECTS), pick(random, SUBJECTS), pick(random, SUBJECTS)];
      let content = markdownBody(random, subjects, 2048 + Math.floor(random() * 6144));
      // A few rare words and some ASCII, so those query kinds have something (not everything) to find.
      if (i % 2000 === 7) content += '\n窗外是琥珀色的黄昏。\n';
      if (i % 1500 === 11) content += '\n青瓷茶盏的釉色很好看。\n';
      if (i % 40 === 3) content += '\n在 React 19 里，useMemo 和 use 钩子让数据加载更直观。\n';
      bytes += Buffer.byteLength(content);
      const at = new Date(Date.UTC(2021, 0, 1) + i * 5.6 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
      await trx
        .insertInto('articles')
        .values({
          article_title: title(random, subjects),
          article_description: '',
          article_content: content,
          article_cover: '',
          category_id: null,
          author_id: admin.id,
          is_top: 2,
          status: i % 10 === 9 ? 2 : 1,
          type: 1,
          origin_url: '',
          view_times: 0,
          thumbs_up_times: 0,
          reading_duration: 0,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
    }
  });
  return { bytes };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main(): Promise<void> {
  const dataDir = KEEP ?? fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-search-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: '', LOG_LEVEL: 'silent' });
  const db = await openDatabase(config);
  try {
    await migrateToLatest(db);
    await ensureAdmin(db, crypto.randomBytes(12).toString('base64url'));
    const started = performance.now();
    const { bytes } = await fill(db);
    const buildS = (performance.now() - started) / 1000;
    const fileMb = fs.statSync(path.join(dataDir, 'blog.db')).size / 1e6;
    console.log(
      `article-search: ${ARTICLES} articles (${(bytes / 1e6).toFixed(1)} MB of Markdown, avg ${(bytes / ARTICLES / 1024).toFixed(1)} KB), ` +
        `inserted with triggers in ${buildS.toFixed(1)} s, database ${fileMb.toFixed(0)} MB; ${RUNS} runs per query`,
    );
    // Wall time is what a reader waits for; CPU time (this thread) is the work done, which stays
    // readable when other processes crowd the machine's cores and stretch the wall-clock tail.
    const header = ['p50 ms', 'p95 ms', 'max ms', 'cpu p95'].map((h) => h.padStart(7)).join(' ');
    console.log(`  ${'kind'.padEnd(16)} ${header}  hits`);
    for (const [kind, queries] of Object.entries(QUERIES)) {
      const times: number[] = [];
      const cpu: number[] = [];
      const hits: number[] = [];
      const perQuery: Record<string, number> = {};
      for (const query of queries) {
        hits.push((await searchArticles(db, query)).length); // warm-up, and the hit count shown
        const own: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const [t0, c0] = [performance.now(), process.cpuUsage()];
          await searchArticles(db, query);
          own.push(performance.now() - t0);
          const used = process.cpuUsage(c0);
          cpu.push((used.user + used.system) / 1000);
        }
        times.push(...own);
        perQuery[query] = +percentile(
          own.sort((a, b) => a - b),
          50,
        ).toFixed(2);
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      const [p50, p95, max, cpuP95] = [
        percentile(times, 50),
        percentile(times, 95),
        times[times.length - 1],
        percentile(cpu, 95),
      ];
      const cells = [p50, p95, max, cpuP95].map((v) => v.toFixed(2).padStart(7)).join(' ');
      console.log(`  ${kind.padEnd(16)} ${cells}  ${hits.join(',')}`);
      console.log(
        JSON.stringify({
          bench: 'article-search',
          kind,
          queries,
          p50Ms: +p50.toFixed(2),
          p95Ms: +p95.toFixed(2),
          maxMs: +max.toFixed(2),
          cpuP95Ms: +cpuP95.toFixed(2),
          hits,
          p50MsPerQuery: perQuery,
        }),
      );
    }
  } finally {
    await db.destroy();
    if (!KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`article-search bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
