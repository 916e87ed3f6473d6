import fs from 'node:fs';

/** Removes the run's temporary folder made by global-setup.ts, and all the suites left in it. */
export default function globalTeardown(): void {
  const dir = process.env.INKSTONE_TEST_RUN_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  const machineTmp = process.env.INKSTONE_TEST_MACHINE_TMPDIR;
  if (machineTmp) process.env.TMPDIR = machineTmp;
}
