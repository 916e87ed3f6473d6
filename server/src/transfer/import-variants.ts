import type { ObjectStorage } from '../lib/storage';
import { makeVariants } from '../modules/upload';

export interface VariantProgress {
  /** Pictures done so far (made, already there, or failed). */
  done: number;
  total: number;
}

export interface VariantRun {
  /** Pictures given all their variants by this run (or found complete). */
  made: number;
  /** Pictures that could not be read, with the reason (their pages keep the original). */
  failed: Array<{ name: string; reason: string }>;
  /** True when `signal` stopped the run: the rest are made when a page first asks for them. */
  stopped: boolean;
}

/**
 * The AVIF/WebP variants of an import's pictures, made after its text is in (docs/import-export.md
 * "Images"): one picture at a time, as the upload queue does (sharp's memory grows with
 * concurrency), each variant already on disk skipped. So it is resumable: stopped (Ctrl-C, or the
 * process ends), run again or `npm run images:convert` picks up where it was, and the running blog
 * makes any variant a browser asks for (modules/upload/missing-variant.ts) while serving the original.
 */
export async function makeImportedVariants(
  storage: ObjectStorage,
  names: readonly string[],
  options: { signal?: AbortSignal; onProgress?: (progress: VariantProgress) => void } = {},
): Promise<VariantRun> {
  const run: VariantRun = { made: 0, failed: [], stopped: false };
  for (const [index, name] of names.entries()) {
    if (options.signal?.aborted) {
      run.stopped = true;
      break;
    }
    try {
      await makeVariants(storage, name, options.signal);
      run.made += 1;
    } catch (error) {
      if (options.signal?.aborted) {
        run.stopped = true;
        break;
      }
      run.failed.push({ name, reason: error instanceof Error ? error.message : String(error) });
    }
    options.onProgress?.({ done: index + 1, total: names.length });
  }
  return run;
}
