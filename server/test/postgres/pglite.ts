import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { build, type BuildTestOptions, type TestContext } from '../helpers';

/** A PGlite server in a child process (pglite-server.mjs), reachable with the real `pg` driver. */
export interface PgliteServer {
  databaseUrl: string;
  /** Ends the child process and waits for it to exit. */
  stop(): Promise<void>;
}

/** Starts pglite-server.mjs and resolves once it says where it listens; rejects when it exits first. */
export async function startPglite(): Promise<PgliteServer> {
  const child = spawn(process.execPath, [path.join(__dirname, 'pglite-server.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`pglite-server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening (\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]);
    });
  });
  return {
    databaseUrl: `postgres://postgres@${address}/postgres`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * useTestApp on PostgreSQL: a PGlite server for the test file and the app built on it, both ended
 * after the file, so a suite proves its Kysely queries on the second dialect with one line.
 */
export function pgliteTestApp(options: BuildTestOptions = {}): TestContext {
  const holder = {} as TestContext;
  let server: PgliteServer | undefined;
  beforeAll(async () => {
    server = await startPglite();
    Object.assign(holder, await build({ ...options, env: { ...options.env, DATABASE_URL: server.databaseUrl } }));
  }, 120_000);
  afterAll(async () => {
    await holder.close?.();
    await server?.stop();
  });
  return holder;
}
