// Import bench: `node -r ts-node/register -r ./scripts/protocol-alias.cjs bench/import.ts` (also run
// by `npm run bench`). Generates 1,000 Hexo-style posts of 2-6 KB (YAML front matter, tags, categories, one in
// ten with a local photo — a 1600×1067 JPEG of about 150 KB, the size blogs hold — one in five under a
// nested folder, a few in TOML) in a temp folder, imports them into a fresh SQLite database through the
// real importer, then imports again (every file unchanged: the idempotent path). Prints time, posts/s,
// pictures/s and the process's peak memory for each run, then the time the pictures' variants take
// afterwards (made after the text import, docs/import-export.md "Images") on a sample.
// IMPORT_BENCH_PICTURE_EVERY=n puts a photo in every n-th post (10). Figures only: nothing here
// asserts a timing.
import { LocalStorage, UPLOADS_PATH } from '../server/src/lib/storage';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureAdmin } from '../server/src/db/bootstrap';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { markdownBody, pick, seededRandom, SUBJECTS, title } from '../server/src/db/seed/prose';
import sharp from 'sharp';
import { importFolder } from '../server/src/transfer/import-folder';
import { makeImportedVariants } from '../server/src/transfer/import-variants';

const POSTS = 1000;
const TAGS = ['随笔', '读书', '摄影', '编程', '数据库', '旅行', '音乐', '前端', '后端', '生活'];
const CATEGORIES = ['技术', '生活', '读书笔记', '杂记'];
const PICTURE_EVERY = Number(process.env.IMPORT_BENCH_PICTURE_EVERY ?? 10);
/** Pictures whose variants are timed after the import (the rest would take as long each). */
const VARIANT_SAMPLE = 5;

/** A photo-like JPEG, different for every `seed`: gradients and shapes, no two the same bytes. */
function photo(seed: number): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const shapes = Array.from({ length: 12 }, (_, k) => {
    const x = (seed * 131 + k * 173) % 1600;
    const y = (seed * 71 + k * 97) % 1067;
    return `<circle cx="${x}" cy="${y}" r="${60 + ((seed + k * 37) % 220)}" fill="hsl(${(hue + k * 29) % 360},60%,${35 + (k % 5) * 9}%)" fill-opacity="0.55"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},50%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},45%,25%)"/></linearGradient></defs>` +
    `<rect width="1600" height="1067" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The process's resident memory at its highest while `work` runs, sampled every 20 ms, in MB. */
async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    const result = await work();
    return { result, peakMb: Math.round(Math.max(peak, process.memoryUsage().rss) / 1024 / 1024) };
  } finally {
    clearInterval(timer);
  }
}

async function generate(dir: string): Promise<number> {
  const random = seededRandom(15);
  let pictures = 0;
  for (let i = 0; i < POSTS; i += 1) {
    const folder = i % 5 === 0 ? path.join(dir, 'posts', String(2020 + (i % 6))) : dir;
    fs.mkdirSync(folder, { recursive: true });
    const subjects = [pick(random, SUBJECTS), pick(random, SUBJECTS)];
    const heading = title(random, subjects);
    const tags = [pick(random, TAGS), pick(random, TAGS)];
    const date = `20${20 + (i % 6)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')} 10:00:00`;
    let body = markdownBody(random, subjects, 2048 + Math.floor(random() * 4096));
    if (i % PICTURE_EVERY === 0) {
      fs.writeFileSync(path.join(folder, `图-${i}.jpg`), await photo(i));
      body = `![配图](图-${i}.jpg)\n\n${body}`;
      pictures += 1;
    }
    const text =
      i % 25 === 0
        ? `+++\ntitle = "${heading}"\ndate = ${date.replace(' ', 'T')}\ntags = ["${tags.join('", "')}"]\n+++\n${body}`
        : `---\ntitle: ${heading}\ndate: ${date}\ntags: [${tags.join(', ')}]\ncategories: [${pick(random, CATEGORIES)}]\n---\n${body}`;
    fs.writeFileSync(path.join(folder, `文章-${i}.md`), text);
  }
  return pictures;
}

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-import-bench-'));
  const blog = path.join(root, 'blog');
  const dataDir = path.join(root, 'data');
  try {
    const pictures = await generate(blog);
    const db = await openDatabase({ dataDir, databaseUrl: null });
    await migrateToLatest(db);
    await ensureAdmin(db, 'bench-password');
    const storage = new LocalStorage(path.join(dataDir, 'uploads'), UPLOADS_PATH);
    await storage.create();
    const options = { db, storage, timeZone: 'Asia/Shanghai', dryRun: false };
    let pending: string[] = [];
    for (const run of ['first import', 'second import (unchanged)']) {
      const started = process.hrtime.bigint();
      const { result: report, peakMb } = await withPeakMemory(() => importFolder(blog, options));
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (pending.length === 0) pending = report.pendingVariants;
      console.log(
        `${run}: ${POSTS} posts with ${pictures} photos in ${(ms / 1000).toFixed(2)} s → ${Math.round((POSTS / ms) * 1000)} posts/s, ` +
          `${((pictures / ms) * 1000).toFixed(1)} photos/s, peak RSS ${peakMb} MB ` +
          `(created ${report.created}, updated ${report.updated}, skipped ${report.skipped}, failed ${report.failed})`,
      );
    }
    const sample = pending.slice(0, VARIANT_SAMPLE);
    const started = process.hrtime.bigint();
    const { peakMb } = await withPeakMemory(() => makeImportedVariants(storage, sample));
    const perPhoto = Number(process.hrtime.bigint() - started) / 1e6 / Math.max(1, sample.length);
    console.log(
      `variants after the import: ${(perPhoto / 1000).toFixed(2)} s a photo (${sample.length} of ${pending.length} timed), ` +
        `about ${Math.round((perPhoto * pending.length) / 60_000)} min for all, peak RSS ${peakMb} MB`,
    );
    await db.destroy();
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
