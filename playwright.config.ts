import { defineConfig } from '@playwright/test';

/**
 * e2e runs against the real built server, one per worker on E2E_PORT + its slot with a throw-away
 * data folder each (e2e/blogServer.ts, started by the `blogServer` fixture of e2e/fixtures.ts).
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 18080);
export const E2E_ADMIN_PASSWORD = 'E2eAdmin123';

export default defineConfig({
  testDir: './e2e',
  // One worker by default: on two cores a second one made the run slower, not faster (21.5 against
  // 19.9 minutes), and starved audio and restart specs (docs/performance.md "How to measure").
  // E2E_WORKERS=2 on a bigger machine: each worker has a server of its own (e2e/blogServer.ts).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 1),
  // A flaky test is fixed at its cause, never retried into green (docs/performance.md "How to measure").
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The ten slowest spec files, printed after every run (docs/performance.md "How to measure").
  reportSlowTests: { max: 10, threshold: 1 },
  use: {
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
});
