// The reader's own timings on a cheap phone (docs/performance.md "Boot on intent"): Debian's Chromium
// driven through CDP at 4× CPU slowdown, a 412 × 823 phone, no network throttle, against the
// production build with the demo seed. Per page and run, in a fresh profile:
// - blocking time: the long tasks' time over 50 ms from navigation until 6 s after `load`, no input;
// - first tap → the chat panel visible, → the music player open, → 点赞's count changed;
// - the first interaction's Event Timing duration (what INP measures);
// - a link tapped 300 ms after the first paint: the page it reaches.
// RUNS (default 3) runs each; medians printed. Figures only: nothing asserts them.
/* global window, document -- the functions below run in the page */
import { chromium } from '@playwright/test';
import { median, startBuiltServer } from './built-server.mjs';

const PORT = Number(process.env.FIRST_INTENT_PORT) || 18700 + Math.floor(Math.random() * 200);
const RUNS = Number(process.env.RUNS) || 3;
const CPU_SLOWDOWN = 4;

/** Collects long tasks and Event Timing entries from the very start of each document. */
const OBSERVE = () => {
  const seen = { longTasks: [], events: [] };
  Object.assign(window, { __bench: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) seen.events.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

async function phone(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** Blocking time with no input: navigation until 6 s after `load`. */
async function idleBlocking(browser, url) {
  const { context, page } = await phone(browser);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const { longTasks } = await page.evaluate(() => window.__bench);
  await context.close();
  return Math.round(longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0));
}

/**
 * Time from a tap on `target` until `done` holds in the page, and the tap's Event Timing duration;
 * `{ ms: NaN, failed }` when it never did (so one failure does not lose the other figures).
 */
async function firstTap(browser, url, target, done) {
  const { context, page } = await phone(browser);
  try {
    return await measureTap(page, url, target, done);
  } catch (error) {
    return { ms: Number.NaN, eventMs: Number.NaN, failed: String(error).split('\n')[0] };
  } finally {
    await context.close();
  }
}

async function measureTap(page, url, target, done) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  // In the middle of the screen, clear of the floating buttons in the corners (scrolling is no intent).
  await page
    .locator(target)
    .first()
    .evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
  const box = await page.locator(target).first().boundingBox();
  const started = await page.evaluate(() => performance.now());
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(done, null, { polling: 'raf', timeout: 30_000 });
  const ended = await page.evaluate(() => performance.now());
  await page.waitForTimeout(500);
  const { events } = await page.evaluate(() => window.__bench);
  return { ms: Math.round(ended - started), eventMs: Math.max(0, ...events.map((event) => event.duration)) };
}

/** A link tapped 300 ms after the first paint: where the page ends up. */
async function earlyLink(browser, origin) {
  const { context, page } = await phone(browser);
  await page.goto(`${origin}/home`, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await page.waitForTimeout(300);
  const link = page.locator('a[href^="/article?id="]').first();
  const href = await link.getAttribute('href');
  await link.tap();
  await page.waitForURL(`${origin}${href}`, { timeout: 20_000 });
  await context.close();
  return href;
}

const CHAT_OPEN = () => Boolean(document.querySelector('[data-testid="chat-panel"]')?.getBoundingClientRect().height);
const PLAYER_OPEN = () =>
  document.querySelector('[data-testid="music-disc"]')?.getAttribute('aria-expanded') === 'true';
const LIKED = () => Boolean(document.querySelector('button[aria-label^="取消点赞"]'));

async function main() {
  const { origin, stop } = await startBuiltServer(PORT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const rows = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const row = {
        run,
        blockingHome: await idleBlocking(browser, `${origin}/home`),
        blockingTalk: await idleBlocking(browser, `${origin}/talk`),
        chat: await firstTap(browser, `${origin}/talk`, 'button[aria-label="聊天室"]', CHAT_OPEN),
        music: await firstTap(browser, `${origin}/talk`, '[data-testid="music-disc"]', PLAYER_OPEN),
        like: await firstTap(browser, `${origin}/talk`, 'button[aria-label^="点赞 "]', LIKED),
        earlyLink: await earlyLink(browser, origin),
      };
      rows.push(row);
      console.log(
        `${['chat', 'music', 'like'].map((key) => (row[key].failed ? `  ${key} failed: ${row[key].failed}\n` : '')).join('')}  run ${run}: blocking /home ${row.blockingHome} ms, /talk ${row.blockingTalk} ms; tap → chat ${row.chat.ms} ms (event ${row.chat.eventMs} ms), music ${row.music.ms} ms (event ${row.music.eventMs} ms), 点赞 ${row.like.ms} ms (event ${row.like.eventMs} ms); early link → ${row.earlyLink}`,
      );
    }
    const of = (pick) => median(rows.map(pick));
    console.log(
      `  median: blocking /home ${of((r) => r.blockingHome)} ms, /talk ${of((r) => r.blockingTalk)} ms; tap → chat ${of((r) => r.chat.ms)} ms, music ${of((r) => r.music.ms)} ms, 点赞 ${of((r) => r.like.ms)} ms; longest first-interaction event ${of((r) => Math.max(r.chat.eventMs, r.music.eventMs, r.like.eventMs))} ms`,
    );
    console.log(JSON.stringify({ bench: 'first-intent', cpuSlowdown: CPU_SLOWDOWN, rows }));
  } finally {
    await browser.close();
    await stop();
  }
}

console.log(`first-intent: ${CPU_SLOWDOWN}× CPU, 412 × 823 phone, ${RUNS} runs, production build on port ${PORT}`);
main().catch((error) => {
  console.error(`first-intent bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
