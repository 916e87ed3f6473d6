import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PostgreSQL, Redis and nginx started by the multi-process suite itself, on loopback ports, with
 * their files in a temporary folder (no systemd; CI installs the Debian packages in .ci/run).
 */

/** A program on PATH or in Debian's PostgreSQL folder (/usr/lib/postgresql/N/bin is not on PATH). */
export function findBinary(name: string): string | null {
  const dirs = (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/sbin']);
  const pgRoot = '/usr/lib/postgresql';
  if (fs.existsSync(pgRoot)) {
    for (const version of fs.readdirSync(pgRoot).sort().reverse()) dirs.push(path.join(pgRoot, version, 'bin'));
  }
  for (const dir of dirs) {
    const file = path.join(dir, name);
    if (dir && fs.existsSync(file)) return file;
  }
  return null;
}

/** The programs missing on this machine (the suite is skipped, saying which, when any is). */
export function missingBinaries(): string[] {
  return ['initdb', 'pg_ctl', 'redis-server', 'nginx'].filter((name) => !findBinary(name));
}

const asRoot = process.getuid?.() === 0;

/** initdb refuses to run as root: as root, PostgreSQL's programs run as the postgres user. */
function runPg(program: string, args: string[]): void {
  const binary = findBinary(program) as string;
  const [command, full] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  const result = spawnSync(command, full, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
}

export interface Postgres {
  port: number;
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  restart(): void;
  stop(): void;
}

export async function startPostgres(port: number, root: string): Promise<Postgres> {
  const dir = path.join(root, `pg-${port}`);
  fs.mkdirSync(dir, { recursive: true });
  if (asRoot) execFileSync('chown', ['-R', 'postgres', root]);
  fs.chmodSync(root, 0o755);
  runPg('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`;
  const start = () =>
    runPg('pg_ctl', ['-D', path.join(dir, 'data'), '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  start();
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name) {
      const { Client } = await import('pg');
      const client = new Client({ connectionString: url('postgres') });
      await client.connect();
      await client.query(`create database "${name}"`);
      await client.end();
    },
    restart() {
      runPg('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      start();
    },
    stop() {
      runPg('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
    },
  };
}

export interface RedisServer {
  url: string;
  /** kill -9: no clean shutdown, nothing saved (started with --save '' --appendonly no). */
  kill(): void;
  start(): void;
  stop(): void;
}

export function startRedis(port: number, root: string): RedisServer {
  const dir = path.join(root, `redis-${port}`);
  fs.mkdirSync(dir, { recursive: true });
  const pidFile = path.join(dir, 'redis.pid');
  const binary = findBinary('redis-server') as string;
  const start = () => {
    fs.rmSync(pidFile, { force: true });
    execFileSync(binary, [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--daemonize',
      'yes',
      '--pidfile',
      pidFile,
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--logfile',
      path.join(dir, 'log'),
    ]);
    waitFor(() => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8').trim() !== '');
  };
  const signal = (name: NodeJS.Signals) => {
    if (!fs.existsSync(pidFile)) return;
    const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
    try {
      process.kill(pid, name);
    } catch {
      // Already gone.
    }
    waitFor(() => !alive(pid));
    fs.rmSync(pidFile, { force: true });
  };
  start();
  return { url: `redis://127.0.0.1:${port}`, kill: () => signal('SIGKILL'), start, stop: () => signal('SIGTERM') };
}

export interface Nginx {
  port: number;
  stop(): void;
}

/**
 * nginx with deploy/nginx.conf as its http {} block: only the listen port, the upstream servers,
 * the dist folder and the server name are replaced, so what is tested is the file that ships.
 */
export function startNginx(options: { port: number; upstreams: number[]; distDir: string; root: string }): Nginx {
  const dir = path.join(options.root, `nginx-${options.port}`);
  fs.mkdirSync(dir, { recursive: true });
  const recipe = fs
    .readFileSync(path.resolve(__dirname, '..', '..', '..', 'deploy', 'nginx.conf'), 'utf8')
    .replace(/^ *server 127\.0\.0\.1:\d+ .*\n/gm, '')
    .replace(/least_conn;\n/, `least_conn;\n${options.upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${options.port};`)
    .replace(/server_name [^;]+;/, 'server_name localhost;')
    .replace(/root \/srv\/inkstone\/current\/dist;/, `root ${options.distDir};`);
  fs.writeFileSync(path.join(dir, 'inkstone.conf'), recipe);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  const main = `
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
${asRoot ? 'user root;' : ''}
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(dir, 'inkstone.conf')};
}
`;
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, main);
  const binary = findBinary('nginx') as string;
  execFileSync(binary, ['-t', '-q', '-c', conf, '-p', dir]);
  execFileSync(binary, ['-c', conf, '-p', dir]);
  return {
    port: options.port,
    stop() {
      try {
        execFileSync(binary, ['-c', conf, '-p', dir, '-s', 'quit']);
      } catch {
        // Not running.
      }
    },
  };
}

export function temporaryRoot(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-cluster-'));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Busy-waits (synchronously, the services start in well under a second) for a condition. */
function waitFor(condition: () => boolean, timeoutMs = 10_000): void {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('service did not become ready');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
