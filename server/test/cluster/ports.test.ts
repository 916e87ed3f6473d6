import { CLUSTER_E2E, CLUSTER_LIMITS, CLUSTER_SUITE, CLUSTER_TWO_MACHINES, CLUSTER_VARIANTS } from './ports';

const all = (ports: { apps: number[]; nginx: number; postgres: number; redis: number }) => [
  ...ports.apps,
  ports.nginx,
  ports.postgres,
  ports.redis,
];

// docs/deploy.md "Tests": `npm test` (whose suites run side by side) and `npm run test:e2e:cluster`
// may run at the same time.
it('the jest suites and the Playwright multi-process run use different ports', () => {
  const ports = [
    ...all(CLUSTER_SUITE),
    ...all(CLUSTER_E2E),
    ...all(CLUSTER_TWO_MACHINES),
    CLUSTER_TWO_MACHINES.bucket,
    CLUSTER_LIMITS.redis,
    CLUSTER_VARIANTS.postgres,
    CLUSTER_VARIANTS.redis,
  ];
  expect(new Set(ports).size).toBe(ports.length);
});
