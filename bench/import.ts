// Import bench: `node -r ts-node/register -r ./scripts/protocol-alias.cjs bench/import.ts` (also run
// by `npm run bench`). Generates 1,000 Hexo-style posts of 2-6 KB (YAML front matter, tags, categories, one in
// ten with a local image, one in five under a nested folder, a few in TOML) in a temp folder, imports
// them into a fresh SQLite database through the real importer, then imports again (every file
// unchanged: the idempotent path). Prints time and posts/s for each run. Figures only: nothing here
// asserts a timing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureAdmin } from '../server/src/db/bootstrap';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { markdownBody, pick, seededRandom, SUBJECTS, title } from '../server/src/db/seed/prose';
import { importFolder } from '../server/src/transfer/import-folder';

const POSTS = 1000;
const TAGS = ['随笔', '读书', '摄影', '编程', '数据库', '旅行', '音乐', '前端', '后端', '生活'];
const CATEGORIES = ['技术', '生活', '读书笔记', '杂记'];
/** A 1×1 PNG; every tenth post gets a distinct one (a trailing byte differs) so each is hashed and stored. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function generate(dir: string): void {
  const random = seededRandom(15);
  for (let i = 0; i < POSTS; i += 1) {
    const folder = i % 5 === 0 ? path.join(dir, 'posts', String(2020 + (i % 6))) : dir;
    fs.mkdirSync(folder, { recursive: true });
    const subjects = [pick(random, SUBJECTS), pick(random, SUBJECTS)];
    const heading = title(random, subjects);
    const tags = [pick(random, TAGS), pick(random, TAGS)];
    const date = `20${20 + (i % 6)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')} 10:00:00`;
    let body = markdownBody(random, subjects, 2048 + Math.floor(random() * 4096));
    if (i % 10 === 0) {
      fs.writeFileSync(path.join(folder, `图-${i}.png`), Buffer.concat([PNG, Buffer.from([i % 256, i >> 8])]));
      body = `![配图](图-${i}.png)\n\n${body}`;
    }
    const text =
      i % 25 === 0
        ? `+++\ntitle = "${heading}"\ndate = ${date.replace(' ', 'T')}\ntags = ["${tags.join('", "')}"]\n+++\n${body}`
        : `---\ntitle: ${heading}\ndate: ${date}\ntags: [${tags.join(', ')}]\ncategories: [${pick(random, CATEGORIES)}]\n---\n${body}`;
    fs.writeFileSync(path.join(folder, `文章-${i}.md`), text);
  }
}

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-import-bench-'));
  const blog = path.join(root, 'blog');
  const dataDir = path.join(root, 'data');
  try {
    generate(blog);
    const db = await openDatabase({ dataDir, databaseUrl: null });
    await migrateToLatest(db);
    await ensureAdmin(db, 'bench-password');
    const options = { db, uploadDir: path.join(dataDir, 'uploads'), timeZone: 'Asia/Shanghai', dryRun: false };
    for (const run of ['first import', 'second import (unchanged)']) {
      const started = process.hrtime.bigint();
      const report = await importFolder(blog, options);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      console.log(
        `${run}: ${POSTS} posts in ${(ms / 1000).toFixed(2)} s → ${Math.round((POSTS / ms) * 1000)} posts/s ` +
          `(created ${report.created}, updated ${report.updated}, skipped ${report.skipped}, failed ${report.failed})`,
      );
    }
    await db.destroy();
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
