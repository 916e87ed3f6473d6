import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { CLUSTER_E2E } from './server/test/cluster/ports';
import { missingBinaries } from './server/test/cluster/services';

// The chat spec through nginx with two app processes on PostgreSQL and Redis (docs/deploy.md "Tests").
// Needs `npm run build` first (npm run test:e2e builds). Skipped, saying why, without the programs.
const missing = missingBinaries();
if (missing.length > 0)
  console.warn(`e2e through nginx skipped: ${missing.join(', ')} not found (CI installs them in .ci/run)`);

export default defineConfig<object, { ownServer: boolean }>({
  ...base,
  webServer: undefined,
  // Its own folder: Playwright empties its output folder at start, and this run follows the main one,
  // whose traces and screenshots of a failure must still be there to read.
  outputDir: 'test-results/cluster',
  testMatch: ['chat.spec.ts'],
  testIgnore: missing.length > 0 ? ['**/*'] : [],
  // The restart test starts a one-process server of its own; the room test is the one that matters here.
  grep: /live messages both ways/,
  globalSetup: missing.length > 0 ? undefined : './e2e/cluster/global-setup.ts',
  // The processes behind nginx are the servers here: no per-worker one (e2e/fixtures.ts).
  use: { ...base.use, ownServer: false, baseURL: `http://127.0.0.1:${CLUSTER_E2E.nginx}` },
});
