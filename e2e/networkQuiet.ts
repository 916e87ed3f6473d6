import type { BrowserContext, Page, Request } from '@playwright/test';

/** Requests of each context still open; fixtures.ts starts counting for every context a test uses. */
const open = new WeakMap<BrowserContext, Set<Request>>();

/**
 * A worker's `blob:` script is dropped from the count: when the captcha's solver finishes first
 * (milliseconds at the e2e difficulty) it terminates its workers and Chromium never reports their
 * script as finished, so Playwright's own `networkidle` then never comes (it hung the a11y gate on
 * /message/publish about one run in three).
 */
const counted = (request: Request) => !request.url().startsWith('blob:') && !request.url().startsWith('data:');

export function trackRequests(context: BrowserContext): void {
  const requests = new Set<Request>();
  open.set(context, requests);
  context.on('request', (request) => counted(request) && requests.add(request));
  const done = (request: Request) => requests.delete(request);
  context.on('requestfinished', done);
  context.on('requestfailed', done);
}

/**
 * Waits until the page's context has had no request open for `quietMs` (what `networkidle` means,
 * without the workers' requests that never end), after the load event.
 */
export async function networkQuiet(page: Page, quietMs = 500, timeout = 30_000): Promise<void> {
  await page.waitForLoadState('load');
  const requests = open.get(page.context());
  if (!requests) throw new Error('networkQuiet: this context is not tracked (use the test from e2e/fixtures)');
  const deadline = Date.now() + timeout;
  let quietSince = Date.now();
  for (;;) {
    if (requests.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    if (Date.now() > deadline)
      throw new Error(`networkQuiet: still open after ${timeout} ms: ${[...requests].map((r) => r.url()).join(', ')}`);
    await page.waitForTimeout(50);
  }
}
