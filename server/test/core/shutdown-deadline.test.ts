import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { shutdownHandler } from '../../src/lib/shutdown';

// docs/deploy.md "Stopping": after SIGTERM the process exits within SHUTDOWN_DEADLINE_MS whatever
// still runs. A server once went on for 17 minutes after SIGTERM.

const ROOT = path.resolve(__dirname, '..', '..', '..');
const DEADLINE_MS = 3000;
// ts-node from source, as `npm run import` does (a few seconds on a loaded machine).
jest.setTimeout(180_000);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves when the child has printed `text` on stdout. */
function printed(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(text)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before starting: ${out}`)));
  });
}

function connected(port: number, request: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
    socket.write(request);
  });
}

describe('shutdown deadline', () => {
  let child: ChildProcess | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-shutdown-'));
  afterAll(() => {
    child?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the server exits within the deadline after SIGTERM, with a request and a socket that never finish', async () => {
    const port = await freePort();
    child = spawn(
      process.execPath,
      ['-r', 'ts-node/register', '-r', './scripts/protocol-alias.cjs', 'server/src/main.ts'],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: String(port),
          SEED_DEMO: '0',
          CLIENT_DIR: '',
          SSR_ENTRY: '',
          BLOG_ADMIN_PASSWORD: 'Admin12345',
          LOG_FORMAT: 'json',
          SHUTDOWN_DEADLINE_MS: String(DEADLINE_MS),
        },
      },
    );
    let logs = '';
    child.stdout?.on('data', (chunk: Buffer) => void (logs += chunk.toString()));
    await printed(child, `${port}`);
    // A request whose body never comes (Fastify has no request timeout by default)...
    const hanging = await connected(
      port,
      'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"user',
    );
    // ...and a chat socket that never answers the close frame (ws waits 30 s for it).
    const key = crypto.randomBytes(16).toString('base64');
    const socket = await connected(
      port,
      `GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    await new Promise((resolve) => socket.once('data', resolve)); // 101 Switching Protocols
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    const start = Date.now();
    child.kill('SIGTERM');
    const code = await exited;
    const took = Date.now() - start;
    hanging.destroy();
    socket.destroy();
    // Half the deadline for in-flight work, then everything is cut and the app closes cleanly.
    expect({ code, inTime: took < DEADLINE_MS }).toEqual({ code: 0, inTime: true });
    expect(logs).toContain('closing the connections still open');
  });

  it('exits at the deadline with a warning when closing hangs (a hook that never returns)', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    app.addHook('onClose', () => new Promise<void>(() => {}));
    await app.ready();
    const exits: Array<{ code: number; at: number }> = [];
    const start = Date.now();
    let exited: () => void = () => {};
    const done = new Promise<void>((resolve) => (exited = resolve));
    const stop = shutdownHandler({
      app,
      closeDatabase: async () => {},
      deadlineMs: 300,
      exit: (code) => {
        exits.push({ code, at: Date.now() - start });
        exited();
      },
    });
    void stop('SIGTERM');
    await done;
    expect(exits).toHaveLength(1);
    expect(exits[0].code).toBe(1);
    expect(exits[0].at).toBeGreaterThanOrEqual(290);
    expect(exits[0].at).toBeLessThan(2000);
    const warning = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).find((l) => l.level === 40);
    expect(warning?.msg).toMatch(/deadline passed/);
  });
});
