import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';
import { startBlogServer, type BlogServer } from './blogServer';
import { trackRequests } from './networkQuiet';

export { expect };
export type { Browser, BrowserContext, Page, APIRequestContext } from '@playwright/test';

/** Marks the console line the page writes for each violation (see watchContext). */
const MARK = '[CSP violation]';

/**
 * Every spec imports `test` from here: it fails the test when any page — in the default context
 * or in one the test opens with browser.newContext() — reports a Content-Security-Policy
 * violation, either as the browser's own console error or as a `securitypolicyviolation` event.
 */
export const test = base.extend<
  { cspViolations: string[]; bootAtArrival: boolean },
  { ownServer: boolean; blogServer: BlogServer | null }
>({
  /** False where the config points baseURL at servers of its own (playwright.cluster.config.ts). */
  ownServer: [true, { option: true, scope: 'worker' }],
  blogServer: [
    async ({ ownServer }, provide, workerInfo) => {
      if (!ownServer) return provide(null);
      const server = await startBlogServer(workerInfo.parallelIndex);
      try {
        await provide(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  baseURL: async ({ blogServer, baseURL }, provide) => provide(blogServer?.baseURL ?? baseURL),
  /**
   * The specs test what the app does once it is up, not when it boots: every page boots the app at
   * arrival (the boot-at-arrival setting, src/shared/boot/arrivalKeys.ts), as a signed-in reader's
   * does. e2e/boot-on-intent.spec.ts sets it false to test the boot on the reader's first intent.
   */
  bootAtArrival: [true, { option: true }],
  cspViolations: [
    async ({ browser, context, bootAtArrival }, runTest) => {
      const violations: string[] = [];
      const watchContext = async (watched: BrowserContext) => {
        trackRequests(watched);
        if (bootAtArrival)
          await watched.addInitScript(() => {
            // The encoded key and value of docs/behaviour.md §1.5 (storageCodec.ts): btoa of each.
            // about:blank and other opaque origins have no storage.
            try {
              window.localStorage.setItem(btoa('blog-boot-at-arrival'), btoa('true'));
            } catch {
              /* no storage here */
            }
          });
        await watched.addInitScript((mark) => {
          document.addEventListener('securitypolicyviolation', (event) => {
            console.error(
              `${mark} ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
            );
          });
        }, MARK);
        watched.on('console', (message) => {
          const text = message.text();
          if (message.type() === 'error' && (text.startsWith(MARK) || /Content Security Policy/i.test(text)))
            violations.push(text);
        });
      };
      await watchContext(context);
      const original = browser.newContext.bind(browser) as Browser['newContext'];
      browser.newContext = async (options) => {
        const created = await original(options);
        await watchContext(created);
        return created;
      };
      try {
        await runTest(violations);
      } finally {
        browser.newContext = original;
      }
      expect(violations, 'Content-Security-Policy violations in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Console lines the test harness itself causes, not the page: playwright.config.ts blocks service
 * workers for every spec but the offline one, and Chromium then warns when the app registers its
 * worker (after `load`).
 */
export const isHarnessNoise = (text: string): boolean =>
  text.includes('Service Worker registration blocked by Playwright');
