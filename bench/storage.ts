// `npm run bench storage`: uploads in the folder against uploads in an S3-compatible bucket
// (docs/deploy.md "Object storage"; the bucket is s3rver on a loopback port, in this process).
//   1. upload → every variant in the store: one app process per store (bench/storage-server.ts),
//      the same photos in both, median over BENCH_IMAGES images, uploads interleaved between stores
//   2. GET /uploads/<name> of a stored original and a variant, serving mode (a) (the app streams),
//      autocannon in its own process (bench/load-runner.ts): p50/p99 and req/s, and S3 / local
//   3. the demo blog's uploads migrated to the bucket, and the command killed and resumed
//      (bench/storage-migration.ts)
// Ratios are to figures of the same run: on shared cores the absolute figures move with the machine.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { measure, printFigures, type Figure } from './load-runner';
import { migrationBench } from './storage-migration';
import type { UploadTiming } from './storage-server';
import { startTestBucket } from '../server/test/storage/s3-server';
import { nextMessage } from './child-messages';

const IMAGES = Number(process.env.BENCH_IMAGES) || 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;
const DURATION_S = Number(process.env.BENCH_DURATION) || 5;
const execArgv = ['-r', 'ts-node/register', '-r', path.join(__dirname, '..', 'scripts', 'protocol-alias.cjs')];

interface AppUnderTest {
  child: ChildProcess;
  port: number;
}

async function startApp(env: NodeJS.ProcessEnv): Promise<AppUnderTest> {
  const child = fork(path.join(__dirname, 'storage-server.ts'), [], {
    execArgv,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  });
  const { port } = await nextMessage<{ port: number }>(child, 'ready');
  return { child, port };
}

function upload(app: AppUnderTest, index: number): Promise<UploadTiming> {
  const answer = nextMessage<UploadTiming>(app.child, 'uploaded');
  app.child.send({ kind: 'upload', index });
  return answer;
}

async function appCpuMs(app: AppUnderTest): Promise<number> {
  const answer = nextMessage<{ ms: number }>(app.child, 'cpu');
  app.child.send({ kind: 'cpu' });
  return (await answer).ms;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;
/** autocannon counts whole milliseconds: a ratio to a 0 ms figure says nothing. */
const pct = (value: number, base: number) => (base > 0 ? `${((value / base) * 100).toFixed(0)} %` : 'n/a (0 ms)');

async function main(): Promise<void> {
  const bucket = await startTestBucket('inkstone-bench');
  const apps: Record<'local' | 's3', AppUnderTest> = {
    local: await startApp({ STORAGE: 'local' }),
    s3: await startApp(bucket.env),
  };
  try {
    // 1. The first upload of each process warms sharp and the SDK; it is not counted.
    const timings: Record<'local' | 's3', UploadTiming[]> = { local: [], s3: [] };
    for (const name of ['local', 's3'] as const) await upload(apps[name], IMAGES);
    for (let index = 0; index < IMAGES; index += 1)
      for (const name of ['local', 's3'] as const) timings[name].push(await upload(apps[name], index));
    console.log(
      `storage: ${IMAGES} uploads of 1920×1080 JPEGs per store, each until its ${timings.local[0].variants.length} variant files are stored`,
    );
    const uploadFigures = Object.fromEntries(
      Object.entries(timings).map(([name, list]) => [
        name,
        {
          answeredMs: median(list.map((t) => t.answeredMs)),
          allVariantsMs: median(list.map((t) => t.allVariantsMs)),
        },
      ]),
    );
    for (const [name, f] of Object.entries(uploadFigures))
      console.log(
        `  ${name.padEnd(6)} answered median ${ms(f.answeredMs)}, all variants median ${ms(f.allVariantsMs)} (${pct(f.allVariantsMs, uploadFigures.local.allVariantsMs)} of local)`,
      );

    // 2. A stored original and its 960 px WebP (what a phone's browser picks), warmed by the load's start.
    console.log(`\nGET /uploads/ (serving mode (a)), ${CONNECTIONS} connections, ${DURATION_S} s each`);
    const serve: Record<string, Figure[]> = {};
    const cpuShare: Record<string, { app: number; s3rver: number }> = {};
    for (const name of ['local', 's3'] as const) {
      const app = apps[name];
      const [stored] = timings[name];
      const variant = stored.variants.find((file) => file.endsWith('-960.webp')) ?? stored.variants[0];
      const options = { connections: CONNECTIONS, durationS: DURATION_S };
      const baseline = await measure(app, `${name} /api/config`, '/api/config', options);
      // This process does nothing but s3rver while the images load: its CPU is the bucket's.
      const cpuBefore = process.cpuUsage();
      const appCpuBefore = await appCpuMs(app);
      const wallBefore = performance.now();
      serve[name] = [
        baseline,
        await measure(app, `${name} original`, `/uploads/${stored.name}`, options),
        await measure(app, `${name} variant`, `/uploads/${variant}`, options),
      ];
      const cpu = process.cpuUsage(cpuBefore);
      const wall = performance.now() - wallBefore;
      cpuShare[name] = {
        app: ((await appCpuMs(app)) - appCpuBefore) / wall,
        s3rver: (cpu.user + cpu.system) / 1000 / wall,
      };
      printFigures(serve[name], serve[name][0].reqPerSec);
    }
    for (const [index, what] of [
      [1, 'original'],
      [2, 'variant'],
    ] as const)
      console.log(
        `  S3 / local, ${what}: p50 ${pct(serve.s3[index].p50Ms, serve.local[index].p50Ms)}, p99 ${pct(serve.s3[index].p99Ms, serve.local[index].p99Ms)}, req/s ${pct(serve.s3[index].reqPerSec, serve.local[index].reqPerSec)}`,
      );
    for (const [name, share] of Object.entries(cpuShare))
      console.log(
        `  CPU while ${name}'s images were loaded: app ${pct(share.app, 1)} of one core, s3rver ${pct(share.s3rver, 1)}`,
      );

    // 3. Migration.
    const migration = await migrationBench();
    const { localToLocal: ll, localToS3: ls, resume } = migration;
    console.log(
      `\nmigration of the demo uploads: ${migration.objects} objects, ${(migration.bytes / 1024 / 1024).toFixed(1)} MB`,
    );
    for (const [name, f] of [
      ['folder → folder', ll],
      ['folder → bucket', ls],
    ] as const)
      console.log(
        `  ${name}: ${f.seconds.toFixed(2)} s, ${f.objectsPerS.toFixed(0)} objects/s, ${f.mbPerS.toFixed(1)} MB/s`,
      );
    console.log(
      `  npm run storage:migrate -- --to s3, whole: ${resume.fullRunWallSeconds.toFixed(1)} s wall (ts-node start included)`,
    );
    console.log(
      `  ${resume.killed ? 'killed' : 'NOT killed (it finished first)'} with ${resume.inBucketAtKill} objects in the bucket, then run again: ${resume.skipped} skipped, ${resume.copied} copied, ${resume.failed ? 'FAILED' : 'exit 0'}, ${resume.cliSeconds.toFixed(1)} s by its own count, ${resume.wallSeconds.toFixed(1)} s wall`,
    );
    console.log(
      JSON.stringify({
        bench: 'storage',
        date: new Date().toISOString().slice(0, 10),
        upload: uploadFigures,
        serve,
        cpuShare,
        migration,
      }),
    );
  } finally {
    const running = Object.values(apps).filter(({ child }) => child.exitCode === null && child.signalCode === null);
    const exits = running.map(({ child }) => new Promise((resolve) => child.once('exit', resolve)));
    for (const app of Object.values(apps)) if (app.child.connected) app.child.send({ kind: 'stop' });
    await Promise.all(exits);
    await bucket.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
