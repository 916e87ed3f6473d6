import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt } from '../builds';

const root = path.resolve(__dirname, '..', '..', '..');
export const SERVER_ENTRY = path.join(root, 'build', 'server', 'main.js');

/** Builds the server bundle when its sources changed (scripts/build-state.mjs), as `npm start` does. */
export function ensureServerBuild(): void {
  ensureBuilt('server');
}

export interface AppProcess {
  port: number;
  child: ChildProcess;
  /** Everything the process printed, stdout and stderr. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the built server (what `npm start` runs) and resolves once it listens; rejects if it dies first. */
export function startApp(port: number, env: NodeJS.ProcessEnv): Promise<AppProcess> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      CLIENT_DIR: '',
      SSR_ENTRY: '',
      LOG_FORMAT: 'json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const app: AppProcess = {
    port,
    child,
    output: () => text,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (text.includes('已启动')) {
        clearInterval(timer);
        resolve(app);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`app on port ${port} exited with ${code} before listening:\n${text}`));
    });
  });
}

/**
 * What every process of one blog shares (docs/deploy.md step 6): one database, one Redis, one JWT
 * secret, the shared upload and music folders; each its own DATA_DIR.
 */
export function clusterEnv(options: {
  root: string;
  index: number;
  databaseUrl: string;
  redisUrl: string;
  adminPassword: string;
}): NodeJS.ProcessEnv {
  return {
    DATA_DIR: path.join(options.root, `data-${options.index}`),
    UPLOAD_DIR: path.join(options.root, 'uploads'),
    MUSIC_DIR: path.join(options.root, 'music'),
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    JWT_SECRET: 'several-processes-share-this-secret-0123456789',
    BLOG_ADMIN_PASSWORD: options.adminPassword,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
  };
}
