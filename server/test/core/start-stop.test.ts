import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// README "Stopping": `kill -TERM` on the `npm start` process stops the server and frees its port.
// The launcher below is scripts/start.mjs without the build step: it runs a stand-in server (a
// listening socket) through the same superviseChild, under a real `npm run`.
const supervise = pathToFileURL(path.resolve(__dirname, '../../../scripts/supervise.mjs')).href;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const serverCode = `require('node:net').createServer().listen(0, '127.0.0.1', function () {
  console.log('PORT ' + this.address().port + ' PID ' + process.pid);
});`;
const launcherCode = `import { spawn } from 'node:child_process';
import { superviseChild } from ${JSON.stringify(supervise)};
const server = spawn(process.execPath, ['-e', ${JSON.stringify(serverCode)}], { stdio: 'inherit' });
superviseChild(server, { pollMs: 50 });
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function serverFromOutput(child: ChildProcess): Promise<{ port: number; pid: number }> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+) PID (\d+)/.exec(out);
      if (match) resolve({ port: Number(match[1]), pid: Number(match[2]) });
    });
    child.once('exit', () => reject(new Error(`launcher exited before listening: ${out}`)));
  });
}

describe('stopping `npm start` (README "Stopping")', () => {
  let dir: string;
  let npmProcess: ChildProcess | undefined;
  let port = 0;
  let serverPid = 0;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'inkstone-stop-'));
    writeFileSync(path.join(dir, 'launcher.mjs'), launcherCode);
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'stop-check', private: true, scripts: { start: 'node launcher.mjs' } }),
    );
  });

  afterEach(async () => {
    npmProcess?.kill('SIGKILL');
    // Leave nothing behind if the check failed.
    if (port && (await accepts(port))) process.kill(serverPid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  async function startAndStop(signalTarget: () => number) {
    npmProcess = spawn(npm, ['start', '--silent'], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
    ({ port, pid: serverPid } = await serverFromOutput(npmProcess));
    expect(await accepts(port)).toBe(true);
    process.kill(signalTarget(), 'SIGTERM');
    // No timing is asserted: the port must close, however long the machine takes (Jest's timeout).
    while (await accepts(port)) await sleep(50);
  }

  it('frees the port when the npm process itself gets SIGTERM', async () => {
    await startAndStop(() => npmProcess?.pid ?? 0);
  });
});
