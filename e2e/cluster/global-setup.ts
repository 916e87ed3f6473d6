import fs from 'node:fs';
import path from 'node:path';
import { clusterEnv, startApp, type AppProcess } from '../../server/test/cluster/app-process';
import { startNginx, startPostgres, startRedis, temporaryRoot } from '../../server/test/cluster/services';
import { CLUSTER_E2E } from '../../server/test/cluster/ports';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';

/**
 * The blog as docs/deploy.md builds it: two built app processes on one PostgreSQL and one Redis,
 * behind nginx with deploy/nginx.conf serving dist/. Playwright talks to nginx only.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const projectRoot = path.resolve(__dirname, '..', '..');
  const root = temporaryRoot();
  const pg = await startPostgres(CLUSTER_E2E.postgres, root);
  await pg.createDatabase('inkstone');
  const redis = startRedis(CLUSTER_E2E.redis, root);
  const apps: AppProcess[] = [];
  const stopAll = async () => {
    await Promise.all(apps.map((app) => app.stop()));
    nginx?.stop();
    redis.stop();
    pg.stop();
    fs.rmSync(root, { recursive: true, force: true });
  };
  let nginx: ReturnType<typeof startNginx> | undefined;
  try {
    const env = (index: number): NodeJS.ProcessEnv => ({
      ...clusterEnv({
        root,
        index,
        databaseUrl: pg.url('inkstone'),
        redisUrl: redis.url,
        adminPassword: E2E_ADMIN_PASSWORD,
      }),
      CLIENT_DIR: path.join(projectRoot, 'dist'),
      SSR_ENTRY: path.join(projectRoot, 'build', 'ssr', 'render.js'),
    });
    apps.push(...(await Promise.all(CLUSTER_E2E.apps.map((port, i) => startApp(port, env(i))))));
    nginx = startNginx({
      port: CLUSTER_E2E.nginx,
      upstreams: CLUSTER_E2E.apps,
      distDir: path.join(projectRoot, 'dist'),
      root,
    });
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
