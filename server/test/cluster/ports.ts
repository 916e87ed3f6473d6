/**
 * Loopback ports of the multi-process runs (docs/deploy.md "Tests"), each movable by env: the
 * jest suites (cluster.test.ts, two-machines.test.ts) and the Playwright run through nginx
 * (playwright.cluster.config.ts). Their defaults never overlap, so all can run at once on one machine
 * (ports.test.ts checks it).
 */
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

const appBase = port('CLUSTER_APP_PORT', 18150);
export const CLUSTER_SUITE = {
  /** Six app processes start at once on the empty database. */
  apps: [0, 1, 2, 3, 4, 5].map((i) => appBase + i),
  nginx: port('CLUSTER_NGINX_PORT', 18280),
  postgres: port('CLUSTER_PG_PORT', 55432),
  redis: port('CLUSTER_REDIS_PORT', 56379),
};

const e2eAppBase = port('CLUSTER_E2E_APP_PORT', 18160);
export const CLUSTER_E2E = {
  nginx: port('CLUSTER_E2E_NGINX_PORT', 18281),
  apps: [e2eAppBase, e2eAppBase + 1],
  postgres: port('CLUSTER_E2E_PG_PORT', 55433),
  redis: port('CLUSTER_E2E_REDIS_PORT', 56380),
};

/** The Redis of the shared-limits suite (limits-redis.test.ts), which may run beside the others. */
export const CLUSTER_LIMITS = {
  redis: port('CLUSTER_LIMITS_REDIS_PORT', 56381),
};

const twoMachinesAppBase = port('CLUSTER_TWO_APP_PORT', 18170);
/** The two-machine suite (two-machines.test.ts): no shared folder, the uploads in one bucket. */
export const CLUSTER_TWO_MACHINES = {
  apps: [twoMachinesAppBase, twoMachinesAppBase + 1],
  nginx: port('CLUSTER_TWO_NGINX_PORT', 18282),
  postgres: port('CLUSTER_TWO_PG_PORT', 55434),
  redis: port('CLUSTER_TWO_REDIS_PORT', 56382),
  bucket: port('CLUSTER_TWO_BUCKET_PORT', 18290),
};

/** The servers of the shared-variants suite (upload/shared-variants.test.ts), which may run beside the others. */
export const CLUSTER_VARIANTS = {
  postgres: port('VARIANTS_PG_PORT', 55435),
  redis: port('VARIANTS_REDIS_PORT', 56383),
};
