import fs from 'node:fs';
import type { ObjectStorage } from '../../src/lib/storage';
import { DELETE_GRACE_MS, type UploadFiles } from '../../src/modules/upload';
import { ManualClock } from '../manual-clock';

/**
 * The store as the clean-up sees it once the grace period of every file written so far has passed
 * (docs/behaviour.md §4.6): for tests of what is deleted, not of when.
 */
export function afterGrace(storage: ObjectStorage): UploadFiles {
  return {
    storage,
    clock: new ManualClock(new Date(Date.now() + DELETE_GRACE_MS + 60_000)),
    config: { uploadDeleteGraceMs: DELETE_GRACE_MS },
  };
}

/** Dates a stored file back past the grace period, as an upload made long ago (the clean-up may delete it at once). */
export function writtenLongAgo(file: string): void {
  const then = new Date(Date.now() - DELETE_GRACE_MS - 60_000);
  fs.utimesSync(file, then, then);
}
