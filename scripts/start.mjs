// `npm start`: builds the SPA and the server when their sources changed, then runs the blog server.
import { spawn, spawnSync } from 'node:child_process';
import { isStale, root, targets } from './build-state.mjs';
import { superviseChild } from './supervise.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
for (const [name, target] of Object.entries(targets)) {
  if (!isStale(target)) continue;
  const label = { client: '前端', server: '服务端', ssr: '服务端渲染' }[name] ?? name;
  console.log(`> 构建 ${label}（npm run ${target.script}）…`);
  const result = spawnSync(npm, ['run', '--silent', target.script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`构建失败：npm run ${target.script} 退出码 ${result.status}`);
    process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--enable-source-maps', targets.server.output], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
superviseChild(server);
