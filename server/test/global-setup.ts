import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalStorage } from '../src/lib/storage';
import { generateDemoLibrary } from '../src/modules/music/demo/generate';

/**
 * Synthesises the demo music library once per test run, in plain Node: inside Jest's sandbox the
 * per-sample Math calls run several times slower, which made the music suites time out under load.
 * Suites copy it with `copyDemoLibrary()` (server/test/music/fixtures.ts).
 */
export default async function globalSetup(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-demo-music-'));
  await generateDemoLibrary(new LocalStorage(dir, '/wapi/music'));
  process.env.INKSTONE_TEST_DEMO_MUSIC = dir;
}
