/** Loopback ports of the e2e run through nginx (playwright.cluster.config.ts); each can be moved by env. */
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

export const CLUSTER_E2E = {
  nginx: port('CLUSTER_E2E_NGINX_PORT', 18281),
  apps: [port('CLUSTER_E2E_APP_PORT', 18155), port('CLUSTER_E2E_APP_PORT', 18155) + 1],
  postgres: port('CLUSTER_E2E_PG_PORT', 55433),
  redis: port('CLUSTER_E2E_REDIS_PORT', 56380),
};
