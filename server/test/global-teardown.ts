import fs from 'node:fs';

/** Removes the demo library made by global-setup.ts. */
export default function globalTeardown(): void {
  const dir = process.env.INKSTONE_TEST_DEMO_MUSIC;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
