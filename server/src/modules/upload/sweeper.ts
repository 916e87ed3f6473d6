import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database';
import { isUploadReferenced } from './references';
import { claimDueRechecks, deleteUnlessYoung, finishRecheck, type UploadFiles } from './upload-grace';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes the unused uploads whose grace period has passed (docs/behaviour.md §4.6). */
    uploadSweeper: { sweep: () => Promise<string[]> };
  }
}

/** How often each process looks for re-checks that came due (one indexed query when there are none). */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * Re-checks the upload names that were unused but too young to delete (upload-grace.ts) and whose
 * time has come: each claimed by one process, checked for references again, then deleted, or
 * written down again when its file was written meanwhile. Answers the names it deleted.
 */
export async function sweepRechecks(db: DB, files: UploadFiles): Promise<string[]> {
  const deleted: string[] = [];
  for (const claim of await claimDueRechecks(db, files.clock.now())) {
    try {
      if (!(await isUploadReferenced(db, claim.name))) {
        const removal = await deleteUnlessYoung(db, files, claim.name);
        // Written again meanwhile: its row now has the new due time.
        if (removal === 'deferred') continue;
        if (removal === 'deleted') deleted.push(claim.name);
      }
      await finishRecheck(db, claim);
    } catch {
      // The store or the database is away: the claim's lease runs out and a later sweep retries.
    }
  }
  return deleted;
}

/** Every process sweeps each minute of its clock (lib/clock.ts): whichever claims a row handles it. */
export default fp(
  async function uploadSweeperPlugin(app: FastifyInstance) {
    let cancel: (() => void) | null = null;
    let closed = false;
    const sweep = () => sweepRechecks(app.db, app);
    const tick = async () => {
      cancel = null;
      try {
        await sweep();
      } catch (error) {
        if (!closed) app.log.error({ err: error }, 'unused uploads could not be swept');
      }
      if (!closed) cancel = app.clock.at(new Date(app.clock.now().getTime() + SWEEP_INTERVAL_MS), tick);
    };
    app.decorate('uploadSweeper', { sweep });
    app.addHook('onReady', tick);
    app.addHook('preClose', async () => {
      closed = true;
      cancel?.();
    });
  },
  { name: 'upload-sweeper' },
);
