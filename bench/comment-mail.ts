// `npm run bench comment-mail`: what a comment's POST pays for the author's notification mail when the
// SMTP server is down. Mail is queued in the comment's transaction and sent by the outbox worker
// afterwards (docs/behaviour.md §5.4), so the request should not wait for it. Three processes: this
// one (the orchestrator and the "silent" mail server), an app per mode (bench/comment-mail-server.ts)
// and the load generator (bench/comment-load.ts, one post at a time). Modes, interleaved round by
// round so a change in the machine's load falls on all of them:
//   off       no mail server: nothing is queued (the baseline)
//   refused   the desk names a closed loopback port: each attempt fails at once (ECONNREFUSED)
//   silent    a server that accepts and never answers: each attempt waits for the greeting timeout
// Prints median and p95 of each and the ratio to `off`. Figures only: nothing asserts a timing.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { LoadPlan } from './comment-load';
import type { MailMode } from './comment-mail-server';
import { nextMessage } from './child-messages';

const ROUNDS = Number(process.env.BENCH_ROUNDS) || 4;
const POSTS_PER_ROUND = Number(process.env.BENCH_POSTS) || 60;
const WARM_UP_POSTS = 40;
const execArgv = ['-r', 'ts-node/register', '-r', path.join(__dirname, '..', 'scripts', 'protocol-alias.cjs')];

interface Ready {
  port: number;
  token: string;
  articleId: number;
}
interface OutboxFigure {
  status: string;
  count: number;
  attempts: number;
}

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
}

/** A port nothing listens on: bound once by us, then closed. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function runLoad(plan: LoadPlan): Promise<number[]> {
  const file = path.join(__dirname, 'comment-load.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...execArgv, file, JSON.stringify(plan)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as number[]) : reject(new Error(`load exited with ${code}`)),
    );
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface AppUnderTest {
  child: ChildProcess;
  ready: Ready;
}

/** One app process per mode: a worker stuck on the silent server must not idle another mode's worker. */
async function startApp(mode: MailMode): Promise<AppUnderTest> {
  const child = fork(path.join(__dirname, 'comment-mail-server.ts'), [], {
    execArgv,
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  const ready = await nextMessage<Ready>(child, 'ready');
  const done = nextMessage<object>(child, 'mode-set');
  child.send(mode);
  await done;
  return { child, ready };
}

async function main(): Promise<void> {
  // Accepts and holds every connection without a byte: nodemailer waits for the greeting.
  const held: net.Socket[] = [];
  const silent = net.createServer((socket) => held.push(socket));
  const modes: Record<string, MailMode> = {
    off: { kind: 'mode', mode: 'off' },
    refused: { kind: 'mode', mode: 'on', port: await closedPort() },
    silent: { kind: 'mode', mode: 'on', port: await listen(silent) },
  };
  const apps: Record<string, AppUnderTest> = {};
  let posts = 0;
  const load = async ({ ready }: AppUnderTest, count: number) => {
    const plan = { port: ready.port, token: ready.token, articleId: ready.articleId, count, firstPost: posts };
    posts += count;
    return runLoad(plan);
  };
  try {
    for (const [name, mode] of Object.entries(modes)) apps[name] = await startApp(mode);
    console.log(
      `comment-mail: ${ROUNDS} rounds × ${POSTS_PER_ROUND} comments per mode, one at a time, an app process per mode, load in its own process`,
    );
    for (const app of Object.values(apps)) await load(app, WARM_UP_POSTS);
    const latencies: Record<string, number[]> = { off: [], refused: [], silent: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const name of Object.keys(latencies)) latencies[name].push(...(await load(apps[name], POSTS_PER_ROUND)));
    }
    const figures = Object.entries(latencies).map(([name, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return { name, posts: list.length, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
    });
    const [baseline] = figures;
    const ratio = (value: number, base: number) => `${((value / base) * 100).toFixed(0)} %`;
    for (const f of figures) {
      console.log(
        `  ${f.name.padEnd(8)} ${String(f.posts).padStart(4)} posts  p50 ${f.p50Ms.toFixed(2)} ms (${ratio(f.p50Ms, baseline.p50Ms)} of off)  p95 ${f.p95Ms.toFixed(2)} ms (${ratio(f.p95Ms, baseline.p95Ms)} of off)`,
      );
    }
    const outbox: Record<string, OutboxFigure[]> = {};
    for (const [name, { child }] of Object.entries(apps)) {
      const asked = nextMessage<{ rows: OutboxFigure[]; notifyMedianMs: number }>(child, 'outbox');
      child.send({ kind: 'outbox' });
      const { rows, notifyMedianMs } = await asked;
      outbox[name] = rows;
      const summary = rows.map((r) => `${r.count} ${r.status} (${r.attempts} attempts)`).join(', ');
      console.log(
        `  ${name}: notifyAuthor in the transaction p50 ${notifyMedianMs.toFixed(2)} ms; outbox ${summary || 'empty'}`,
      );
    }
    console.log(`  the silent server holds ${held.length} connections`);
    console.log(
      JSON.stringify({ bench: 'comment-mail', date: new Date().toISOString().slice(0, 10), figures, outbox }),
    );
  } finally {
    for (const { child } of Object.values(apps)) child.send({ kind: 'stop' });
    for (const socket of held) socket.destroy();
    silent.close();
  }
}

main().catch((error: unknown) => {
  console.error(`comment-mail bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
