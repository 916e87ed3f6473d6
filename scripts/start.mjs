// `npm start`: builds the SPA, the server, its render bundle and the pages' stylesheets when their
// sources changed (scripts/build-state.mjs), then runs the blog server.
import { spawn } from 'node:child_process';
import { buildStale, root, targets } from './build-state.mjs';
import { superviseChild } from './supervise.mjs';

const labels = { client: '前端', server: '服务端', ssr: '服务端渲染', styles: '页面样式表' };
const failed = buildStale((name, target) => console.log(`> 构建 ${labels[name] ?? name}（npm run ${target.script}）…`));
if (failed) {
  console.error(`构建失败：npm run ${failed.target.script} 退出码 ${failed.status}`);
  process.exit(failed.status);
}

const server = spawn(process.execPath, ['--enable-source-maps', targets.server.output], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
superviseChild(server);
