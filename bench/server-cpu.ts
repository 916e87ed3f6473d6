// Server CPU per request, for the load benches (article-html.ts): the server process's own CPU time
// (utime + stime from /proc/<pid>/stat) over one load run, divided by the requests it answered.
// Figures only: nothing here asserts a timing.
//
// The load comes from wrk when it is installed (Debian's `wrk`), else from autocannon. The choice
// matters (docs/performance.md, "/article page under load"): autocannon is JavaScript, and parsing
// 10 KB pages keeps its own core busy, so the server idles between pages and answers one per
// event-loop turn, while small API answers arrive in bursts it answers several per turn. Its CPU per
// request then compares two unlike regimes. wrk keeps the server at full load for both, which is the
// cost of a request at capacity. On two or more cores the server is held to core 0 and the load
// generator to core 1 (taskset), so neither steals the other's core.
import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import type { BenchServer } from './load-runner';

export interface CpuFigure {
  requests: number;
  /** Server CPU time per answered request, in microseconds. */
  usPerRequest: number;
}

const CONNECTIONS = 50;
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
const installed = (command: string, args: string[]) => spawnSync(command, args).error === undefined;

/** The load generator this machine has: wrk if installed, else autocannon. */
export const loadTool: 'wrk' | 'autocannon' = installed('wrk', ['-v']) ? 'wrk' : 'autocannon';
const pinned = os.cpus().length >= 2 && installed('taskset', ['-V']);

function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Runs the load; answers how many requests were answered, all of them 2xx. */
function runLoad(url: string, headers: string[], durationS: number): number {
  const command =
    loadTool === 'wrk'
      ? ['wrk', '-t1', `-c${CONNECTIONS}`, `-d${durationS}s`, ...headers.flatMap((h) => ['-H', h]), url]
      : [
          process.execPath,
          require.resolve('autocannon/autocannon.js'),
          ...['-c', String(CONNECTIONS), '-d', String(durationS), '-j'],
          ...headers.flatMap((h) => ['-H', h]),
          url,
        ];
  const run = spawnSync(pinned ? 'taskset' : command[0], pinned ? ['-c', '1', ...command] : command.slice(1), {
    encoding: 'utf8',
  });
  const out = run.stdout ?? '';
  if (loadTool === 'wrk') {
    if (/Non-2xx/.test(out)) throw new Error(`non-2xx answers from ${url}`);
    const answered = /(\d+) requests in/.exec(out);
    if (!answered) throw new Error(`wrk printed no request count for ${url}: ${run.stderr}`);
    return Number(answered[1]);
  }
  const result = JSON.parse(out) as { requests: { total: number }; non2xx: number };
  if (result.non2xx > 0) throw new Error(`non-2xx answers from ${url}`);
  return result.requests.total;
}

/** Holds the server to core 0 (the load generator runs on core 1). */
export function pinServer(server: BenchServer): void {
  if (pinned && server.child.pid) spawnSync('taskset', ['-pc', '0', String(server.child.pid)]);
}

export function serverCpuPerRequest(
  server: BenchServer,
  urlPath: string,
  headers: string[],
  durationS: number,
): CpuFigure {
  const pid = server.child.pid;
  if (!pid) throw new Error('the server process has no pid');
  const before = cpuSeconds(pid);
  const requests = runLoad(`http://127.0.0.1:${server.port}${urlPath}`, headers, durationS);
  return { requests, usPerRequest: ((cpuSeconds(pid) - before) / requests) * 1e6 };
}

export const loadToolNote = `${loadTool}${pinned ? ', server on core 0, load on core 1' : ''}${
  loadTool === 'autocannon' ? ' (install wrk for the figure at capacity: docs/performance.md)' : ''
}`;
