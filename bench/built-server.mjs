// The production build (build/server/main.js, dist/) started on its own port with a temporary data
// folder and the demo seed, for the benches that drive a real browser (lighthouse.mjs,
// first-intent.mjs). `stop()` ends it and removes the folder.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/build-state.mjs';

const serverEntry = path.join(root, 'build', 'server', 'main.js');

async function waitForServer(child, origin) {
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/config`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start within 120 s');
}

/** The server's CPU time so far (user + system, in clock ticks), from /proc. */
function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * A fresh data folder's demo images get their variants (AVIF, WebP) in the background after the
 * server answers: waits until the server has been nearly idle for a second (at most 3 minutes), so
 * a browser bench measures the pages, not the seed's encoding (docs/performance.md "Boot on intent").
 */
async function waitForQuiet(pid) {
  for (let i = 0; i < 180; i += 1) {
    const before = cpuTicks(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuTicks(pid) - before < 5) return;
  }
}

export async function startBuiltServer(port) {
  for (const file of [serverEntry, path.join(root, 'dist', 'index.html')])
    if (!existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run npm run build first`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(server, origin);
    if (process.platform === 'linux') await waitForQuiet(server.pid);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** The longest public article with a code block, of those the sitemap lists: the heaviest page to read. */
export async function heaviestArticlePath(origin) {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const ids = [...xml.matchAll(/\/article\?id=(\d+)<\/loc>/g)].map((match) => match[1]);
  let best = null;
  for (const id of ids) {
    const body = await (await fetch(`${origin}/api/article/getArticleById/${id}`)).json();
    const { article_content: content = '', article_html: html = '' } = body?.result ?? {};
    if (html.includes('<pre') && (!best || content.length > best.length)) best = { id, length: content.length };
  }
  if (!best) throw new Error('no article with code in the sitemap');
  return `/article?id=${best.id}`;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Waits (at most 3 minutes) until every picture variant a page names (its `srcset`s, its CSS
 * backgrounds) is made: until then the server redirects a variant to its original, and a run would
 * measure the seed's JPEGs and the encoder's CPU instead of the page (docs/performance.md "Lighthouse").
 */
export async function waitForVariants(origin, page) {
  const html = await (await fetch(`${origin}${page}`)).text();
  const urls = new Set([
    ...[...html.matchAll(/srcSet="([^"]+)"/gi)].flatMap((match) =>
      match[1].split(',').map((candidate) => candidate.trim().split(/\s+/)[0]),
    ),
    ...[...html.matchAll(/url\("?(\/uploads\/[0-9a-f]{32}-\d+\.(?:avif|webp))"?\)/g)].map((match) => match[1]),
  ]);
  for (let i = 0; i < 180; i += 1) {
    const statuses = await Promise.all(
      [...urls].map(async (url) => (await fetch(new URL(url, origin), { redirect: 'manual' })).status),
    );
    if (statuses.every((status) => status === 200)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
