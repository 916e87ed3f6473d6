import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { E2E_ADMIN_PASSWORD, E2E_PORT } from '../playwright.config';

// One blog server per Playwright worker (docs/performance.md "How to measure"): workers run spec
// files side by side, each against its own process and data folder, so no spec sees another's
// comments, chat clears, logins or rate limits. The port is E2E_PORT + the worker's slot, stable
// when a worker is replaced after a failure (the replacement starts a fresh server there).

const ROOT = path.resolve(__dirname, '..');

export interface BlogServer {
  baseURL: string;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

export async function startBlogServer(slot: number): Promise<BlogServer> {
  const port = E2E_PORT + slot;
  const baseURL = `http://127.0.0.1:${port}`;
  if (await answers(`${baseURL}/api/config`)) throw new Error(`port ${port} is already taken by another server`);
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts', 'e2e-server.mjs')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR
        ? `${process.env.E2E_DATA_DIR}-${slot}`
        : path.join(ROOT, 'test-results', `e2e-data-${port}`),
      BLOG_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // Playwright fills a form faster than any person (docs/behaviour.md §13.1 minimum fill time).
      FORM_MIN_FILL_SECONDS: '0',
      // The easiest captcha the desk allows (docs/behaviour.md §13.1): still solved, in milliseconds.
      CAPTCHA_MAX_NUMBER: '1000',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  while (!(await answers(`${baseURL}/api/config`))) {
    if (child.exitCode !== null) throw new Error(`the e2e server on port ${port} exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the e2e server on port ${port} did not answer within 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
