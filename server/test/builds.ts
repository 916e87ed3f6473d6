import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/** The build outputs of scripts/build-state.mjs a test may need. */
export type BuildTarget = 'client' | 'server' | 'ssr' | 'styles';

/**
 * Builds the named outputs when they are missing or older than their sources, one build at a time
 * across jest workers (scripts/build-state.mjs holds a lock), so a test run and the e2e run after it
 * share one production build.
 */
export function ensureBuilt(...names: BuildTarget[]): void {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-state.mjs'), ...names], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`building ${names.join(', ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
}
