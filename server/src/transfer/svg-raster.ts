import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { IMAGE_TOO_LARGE, MAX_IMAGE_PIXELS } from '../lib/image-files';

/** Time and memory one SVG may take to draw (docs/security.md "Imported files"). */
export interface SvgBudget {
  timeoutMs: number;
  /** Resident memory of the drawing process, Node and libvips included. */
  maxMemoryBytes: number;
}

/** A real diagram draws in well under a second and a few hundred MB; a filter bomb takes minutes and GBs. */
export const DEFAULT_SVG_BUDGET: SvgBudget = { timeoutMs: 15_000, maxMemoryBytes: 1024 * 1024 * 1024 };

/** The PNG, or why there is none: `problem` for a warning's middle, null when it does not draw. */
export type Rasterized = { bytes: Buffer } | { problem: string } | null;

/** Rendered at twice the CSS size, so a diagram stays sharp on a phone's screen. */
const SVG_DENSITY = 144;
const POLL_MS = 50;

// The drawing process: SVG on stdin, PNG on stdout. Plain JavaScript run with `node -e`, so it needs
// neither ts-node nor a build step. One libvips thread, no cache: it draws one picture and exits.
const CHILD = `
const sharp = require(process.argv[1]);
sharp.concurrency(1);
sharp.cache(false);
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk)).on('end', () => {
  sharp(Buffer.concat(chunks), { density: Number(process.argv[2]), limitInputPixels: Number(process.argv[3]) })
    .png()
    .toBuffer()
    .then((png) => process.stdout.end(png), (error) => { process.stderr.write(String(error && error.message)); process.exitCode = 3; });
});`;

async function residentBytes(pid: number): Promise<number | null> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kb = status && /^VmRSS:\s+(\d+) kB/m.exec(status);
  return kb ? Number(kb[1]) * 1024 : null;
}

/**
 * Draws an SVG to a PNG in a child process, under the image pixel limit and the budget. librsvg
 * works natively on libuv's threads: a worker thread's resourceLimits do not count its memory and
 * Worker.terminate() waits for the drawing to finish, so only a process can be stopped. It is killed
 * past the time, or past the memory where /proc shows it (Linux; elsewhere time and pixels only).
 */
export function rasterizeSvg(svg: Buffer, budget: SvgBudget): Promise<Rasterized> {
  const args = ['-e', CHILD, require.resolve('sharp'), String(SVG_DENSITY), String(MAX_IMAGE_PIXELS)];
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let over: string | null = null;
  const stop = (why: string) => {
    over ??= why;
    child.kill('SIGKILL');
  };
  const timer = setTimeout(() => stop(`绘制超过 ${budget.timeoutMs / 1000} 秒，已放弃`), budget.timeoutMs);
  const poll = setInterval(() => {
    if (child.pid === undefined) return;
    void residentBytes(child.pid).then((bytes) => {
      if (bytes === null) clearInterval(poll);
      else if (bytes > budget.maxMemoryBytes)
        stop(`绘制占用内存超过 ${Math.round(budget.maxMemoryBytes / 1024 / 1024)} MB，已放弃`);
    });
  }, POLL_MS);
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  // A child killed before it read everything closes its stdin under us.
  child.stdin.on('error', () => undefined);
  child.stdin.end(svg);
  return new Promise((resolve) => {
    const settle = (code: number | null) => {
      clearTimeout(timer);
      clearInterval(poll);
      if (over !== null) resolve({ problem: over });
      else if (code === 0) resolve({ bytes: Buffer.concat(out) });
      else if (/pixel limit/i.test(Buffer.concat(err).toString())) resolve({ problem: `无法使用：${IMAGE_TOO_LARGE}` });
      else resolve(null);
    };
    child.on('error', () => settle(null));
    child.on('close', settle);
  });
}
