import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** e2e runs against the real built server on its own port and a throw-away data folder. */
export const E2E_PORT = Number(process.env.E2E_PORT || 18080);
export const E2E_ADMIN_PASSWORD = 'E2eAdmin123';
const dataDir = process.env.E2E_DATA_DIR || path.resolve(__dirname, 'test-results', `e2e-data-${E2E_PORT}`);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  // A flaky test is fixed at its cause, never retried into green (docs/performance.md "How to measure").
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The ten slowest spec files, printed after every run (docs/performance.md "How to measure").
  reportSlowTests: { max: 10, threshold: 1 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker caches across page loads: specs run without it unless they ask for it
    // (e2e/offline.spec.ts), so no spec meets another's cached pages. Each context is a fresh profile.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser; flags that work as root offline.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${E2E_PORT}/api/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BLOG_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // Playwright fills a form faster than any person (docs/behaviour.md §14.1 minimum fill time).
      FORM_MIN_FILL_SECONDS: '0',
      // A parallel run may point at its own SPA build (webpack --output-path elsewhere).
      ...(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {}),
      ...(process.env.E2E_SERVER_ENTRY ? { E2E_SERVER_ENTRY: process.env.E2E_SERVER_ENTRY } : {}),
    },
  },
});
