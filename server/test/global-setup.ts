import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalStorage } from '../src/lib/storage';
import { generateDemoLibrary } from '../src/modules/music/demo/generate';

/**
 * Gives the run one temporary folder and synthesises the demo music library in it.
 *
 * Every folder the suites make with `os.tmpdir()` — and those of the PostgreSQL, Redis and app
 * processes they start, which inherit TMPDIR — lands in the run's folder, which global-teardown.ts
 * removes whole: a suite that forgets its own, or a run cut short, leaves one folder, not hundreds.
 *
 * The demo library is made here in plain Node: inside Jest's sandbox the per-sample Math calls run
 * several times slower, which made the music suites time out under load. Suites copy it with
 * `copyDemoLibrary()` (server/test/music/fixtures.ts).
 */
export default async function globalSetup(): Promise<void> {
  // In watch mode this runs again after the teardown: start from the machine's own folder each time.
  const machineTmp = (process.env.INKSTONE_TEST_MACHINE_TMPDIR ??= os.tmpdir());
  const runDir = fs.mkdtempSync(path.join(machineTmp, 'inkstone-test-run-'));
  // PostgreSQL and nginx's workers run as their own users and must reach the folders made in it.
  fs.chmodSync(runDir, 0o755);
  // Jest starts its workers after this, so they and their children inherit both.
  process.env.INKSTONE_TEST_RUN_DIR = runDir;
  process.env.TMPDIR = runDir;
  const dir = fs.mkdtempSync(path.join(runDir, 'inkstone-demo-music-'));
  await generateDemoLibrary(new LocalStorage(dir, '/wapi/music'));
  process.env.INKSTONE_TEST_DEMO_MUSIC = dir;
}
