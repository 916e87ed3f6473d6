// `npm run bench captcha`: what the proof-of-work captcha (docs/behaviour.md §13.1) costs each side.
// The server: microseconds per submission of the app's own check (app.captcha.verify, keys derived
// from the server secret as in server/src/modules/spam/captcha.ts, plus the spent-solution lookup)
// and of altcha-lib's verifySolution alone, against two baselines measured in the same run — a JSON
// parse of the payload and one HMAC-SHA256. The reader: the widget's solve time in Chromium at the
// default difficulty with the CPU slowed 4× (bench/captcha-browser.ts), every challenge made by the
// app and every solution then accepted by it. Figures only: nothing asserts a timing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createChallenge, solveChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { solveInBrowser } from './captcha-browser';

const ITERATIONS = 2000;
const BROWSER_RUNS = Number(process.env.BENCH_RUNS) || 10;

/** Mean microseconds per call over ITERATIONS, after a tenth as many unrecorded ones. */
async function microseconds(work: () => unknown): Promise<number> {
  for (let i = 0; i < ITERATIONS / 10; i += 1) await work();
  const start = performance.now();
  for (let i = 0; i < ITERATIONS; i += 1) await work();
  return ((performance.now() - start) * 1000) / ITERATIONS;
}

const encode = (challenge: Challenge, solution: Solution) =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-captcha-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const db = await openDatabase(config);
  await migrateToLatest(db);
  const app = await buildApp({ config, db, jwtSecret: crypto.randomBytes(48).toString('base64url') });
  const challengeOfApp = async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/spam/challenge' });
    return (answer.json() as { result: Challenge }).result;
  };
  try {
    console.log(`captcha: default difficulty ${config.captchaMaxNumber} (the counter is drawn in 1…max)`);
    const challenge = await challengeOfApp();
    const nodeStart = performance.now();
    const solution = await solveChallenge({ challenge, deriveKey });
    const nodeSolveMs = performance.now() - nodeStart;
    if (!solution) throw new Error('challenge not solved');
    const payload = encode(challenge, solution);
    if ((await app.captcha.verify(payload, null)) === null) throw new Error('the app refused its own solved challenge');

    // The same parameters signed with keys of our own: altcha-lib's check without the app around it.
    const keys = { hmacSignatureSecret: crypto.randomBytes(32).toString('hex'), hmacKeySignatureSecret: 'k' };
    const own = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 1000, deriveKey, ...keys });
    const ownSolution = await solveChallenge({ challenge: own, deriveKey });
    if (!ownSolution) throw new Error('own challenge not solved');
    const hmacKey = crypto.randomBytes(32);
    const figures = {
      jsonParseUs: await microseconds(() => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))),
      hmacUs: await microseconds(() =>
        crypto.createHmac('sha256', hmacKey).update(JSON.stringify(challenge)).digest('hex'),
      ),
      altchaVerifyUs: await microseconds(() =>
        verifySolution({ challenge: own, solution: ownSolution, deriveKey, ...keys }),
      ),
      appVerifyUs: await microseconds(() => app.captcha.verify(payload, null)),
    };
    const line = (name: string, us: number) =>
      console.log(
        `  ${name.padEnd(44)} ${us.toFixed(1).padStart(7)} µs  ${(us / figures.jsonParseUs).toFixed(1)}× JSON parse  ${(us / figures.hmacUs).toFixed(1)}× HMAC`,
      );
    line('JSON parse of the payload (baseline)', figures.jsonParseUs);
    line('one HMAC-SHA256 of the challenge (baseline)', figures.hmacUs);
    line('altcha-lib verifySolution', figures.altchaVerifyUs);
    line('app.captcha.verify (with the spent lookup)', figures.appVerifyUs);
    console.log(`  Node solve of one challenge: ${nodeSolveMs.toFixed(0)} ms for counter ${solution.counter}`);

    const solves = await solveInBrowser(challengeOfApp, BROWSER_RUNS);
    let accepted = 0;
    const rows = [];
    for (const solve of solves) {
      if ((await app.captcha.verify(solve.payload, null)) !== null) accepted += 1;
      const parsed = JSON.parse(Buffer.from(solve.payload, 'base64').toString('utf8')) as { solution: Solution };
      rows.push({ ms: Math.round(solve.ms), counter: parsed.solution.counter });
    }
    const sorted = rows.map((r) => r.ms).sort((a, b) => a - b);
    // Solve time grows with the hidden counter: the rate gives the mean and the worst challenge.
    const perMs = rows.reduce((sum, r) => sum + r.counter, 0) / rows.reduce((sum, r) => sum + r.ms, 0);
    const browser = {
      runs: rows.length,
      workers: solves[0]?.workers,
      medianMs: sorted[Math.floor(sorted.length / 2)],
      maxMs: sorted[sorted.length - 1],
      countersPerMs: Number(perMs.toFixed(1)),
      meanChallengeMs: Math.round(config.captchaMaxNumber / 2 / perMs),
      worstChallengeMs: Math.round(config.captchaMaxNumber / perMs),
      accepted,
    };
    console.log(
      `  Chromium, 4× CPU, ${browser.workers} hardware threads: ${rows.map((r) => `${r.ms} ms (${r.counter})`).join(', ')}`,
    );
    console.log(
      `  median ${browser.medianMs} ms, max ${browser.maxMs} ms; ${browser.countersPerMs} counters/ms → mean challenge ${browser.meanChallengeMs} ms, worst ${browser.worstChallengeMs} ms; server accepted ${accepted}/${rows.length}`,
    );
    console.log(
      JSON.stringify({
        bench: 'captcha',
        date: new Date().toISOString().slice(0, 10),
        ...figures,
        nodeSolveMs,
        browser,
        rows,
      }),
    );
  } finally {
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`captcha bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
