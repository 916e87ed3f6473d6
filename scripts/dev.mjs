// `npm run dev`: the blog server (rebuilt when stale) on PORT (8080) plus webpack-dev-server with hot
// reload on DEV_PORT (5173), which proxies /api, /wapi, /ws and /uploads to the server.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { isStale, root, targets } from './build-state.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (isStale(targets.server)) {
  const result = spawnSync(npm, ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const env = { ...process.env, CLIENT_DIR: '' };
const children = [
  spawn(process.execPath, ['--enable-source-maps', targets.server.output], { cwd: root, stdio: 'inherit', env }),
  // webpack-cli runs directly (not through npm exec) so a stop signal reaches it.
  spawn(
    process.execPath,
    [
      path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
      'serve',
      '--config-name',
      'client',
      '--mode',
      'development',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: process.env,
    },
  ),
];
const stopAll = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stopAll(signal));
for (const child of children)
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exit(code ?? 0);
  });
