// The reader's side of the captcha for bench/captcha.ts: the ALTCHA widget (the package's own bundle
// from node_modules, as the client imports it) on a minimal page, solving challenges made by the
// real server code, in Debian's Chromium (never a downloaded browser) with the CPU slowed 4× by CDP.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';

const CPU_SLOWDOWN = 4;
/** The package's ES module build, beside the CommonJS one its exports resolve to. */
const WIDGET_BUNDLE = path.join(path.dirname(require.resolve('altcha')), 'altcha.min.js');
const PAGE = `<!doctype html><meta charset="utf-8"><title>captcha</title>
<script type="module" src="/altcha.js"></script><altcha-widget></altcha-widget>`;

/**
 * Runs in the page: waits for the widget's methods (a Svelte custom element mounts a task later, as
 * src/shared/components/form/CaptchaWidget.tsx notes), then times verify() from the challenge's
 * fetch to the verified state.
 */
const SOLVE_IN_PAGE = `(async () => {
  const widget = document.querySelector('altcha-widget');
  for (let i = 0; i < 500 && typeof widget.configure !== 'function'; i += 1) await new Promise((r) => setTimeout(r, 20));
  widget.configure({ challenge: '/challenge', auto: 'off' });
  const start = performance.now();
  const payload = await new Promise((resolve, reject) => {
    widget.addEventListener('statechange', (event) => {
      if (event.detail.state === 'verified') resolve(event.detail.payload);
      if (event.detail.state === 'error') reject(new Error('the widget failed'));
    });
    widget.verify();
  });
  return { ms: performance.now() - start, payload, workers: navigator.hardwareConcurrency };
})()`;

export interface BrowserSolve {
  ms: number;
  payload: string;
  workers: number;
}

/** Serves the page, the widget and `/challenge` (the API's `result`, what the widget expects). */
function servePage(challenge: () => Promise<unknown>): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url === '/altcha.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      fs.createReadStream(WIDGET_BUNDLE).pipe(response);
    } else if (request.url === '/challenge') {
      void challenge().then((body) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    } else {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PAGE);
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** `runs` solves, each on a fresh page with the CPU slowed CPU_SLOWDOWN×. */
export async function solveInBrowser(challenge: () => Promise<unknown>, runs: number): Promise<BrowserSolve[]> {
  const server = await servePage(challenge);
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  try {
    const solves: BrowserSolve[] = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(`http://127.0.0.1:${port}/`);
      solves.push(await page.evaluate<BrowserSolve>(SOLVE_IN_PAGE));
      await page.close();
    }
    return solves;
  } finally {
    await browser.close();
    server.close();
  }
}
