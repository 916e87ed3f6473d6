import type { DB } from '../../db/database';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { DELETE_GRACE_SECONDS, type ObjectStorage } from '../../lib/storage';
import { variantFilesOf } from './image-pipeline';

// Deleting an upload no row references (docs/behaviour.md §4.6, docs/architecture.md "Object
// storage"). Names are content hashes, so the file a deleted post used may be uploaded again by its
// author a moment later (the upload finds it there) and used by a post saved after the deleting
// check looked. So a file is deleted only once it was written more than a grace period ago; a newer
// one is written down and checked again when its time comes (sweeper.ts). The store is never scanned.

/**
 * What deleting uploads needs of the app: its store, its clock (tests move it, lib/clock.ts) and the
 * grace period (UPLOAD_DELETE_GRACE_SECONDS, by default DELETE_GRACE_MS).
 */
export interface UploadFiles {
  readonly storage: ObjectStorage;
  readonly clock: Clock;
  readonly config: Pick<AppConfig, 'uploadDeleteGraceMs'>;
}

/** How long after its last write (an upload of the same bytes writes it again) a file is kept. */
export const DELETE_GRACE_MS = DELETE_GRACE_SECONDS * 1000;
/** A claimed re-check comes due again after this if the process that claimed it died meanwhile. */
export const RECHECK_LEASE_MS = 5 * 60_000;
/** Re-checks one sweep claims at most; the rest wait for the next sweep. */
const SWEEP_BATCH = 100;

/** `deferred`: too young, written down for a re-check; `missing`: there was no file. */
export type Removal = 'deleted' | 'missing' | 'deferred';

/** Deletes an unreferenced upload with its placeholder and variants, unless its file is still young. */
export async function deleteUnlessYoung(db: DB, files: UploadFiles, name: string): Promise<Removal> {
  const { storage, clock } = files;
  const info = await storage.head(name);
  if (info) {
    const due = info.modified.getTime() + files.config.uploadDeleteGraceMs;
    if (due > clock.now().getTime()) {
      await recordRecheck(db, name, new Date(due));
      return 'deferred';
    }
    await storage.delete(name);
  }
  // Its placeholder and variants go with it (docs/performance.md, "Images").
  for (const file of variantFilesOf(name)) await storage.delete(file);
  return info ? 'deleted' : 'missing';
}

/** Writes down (or moves) a name's re-check; a sweep holding its claim then leaves the row alone. */
async function recordRecheck(db: DB, name: string, due: Date): Promise<void> {
  const dueAt = due.toISOString();
  await db
    .insertInto('upload_rechecks')
    .values({ name, due_at: dueAt })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ due_at: dueAt }))
    .execute();
}

/** A re-check this process claimed: `lease` is the due time the claim wrote. */
export interface RecheckClaim {
  name: string;
  lease: string;
}

/**
 * Claims the re-checks due at `now`, each by a conditional UPDATE of its due time to a lease: of
 * several processes sweeping at once, exactly one wins each row.
 */
export async function claimDueRechecks(db: DB, now: Date): Promise<RecheckClaim[]> {
  const due = await db
    .selectFrom('upload_rechecks')
    .select(['name', 'due_at'])
    .where('due_at', '<=', now.toISOString())
    .orderBy('due_at')
    .limit(SWEEP_BATCH)
    .execute();
  const lease = new Date(now.getTime() + RECHECK_LEASE_MS).toISOString();
  const claims: RecheckClaim[] = [];
  for (const row of due) {
    const claimed = await db
      .updateTable('upload_rechecks')
      .set({ due_at: lease })
      .where('name', '=', row.name)
      .where('due_at', '=', row.due_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) claims.push({ name: row.name, lease });
  }
  return claims;
}

/** Ends a claimed re-check; a row recorded again meanwhile (a newer write) has another due time and stays. */
export async function finishRecheck(db: DB, claim: RecheckClaim): Promise<void> {
  await db.deleteFrom('upload_rechecks').where('name', '=', claim.name).where('due_at', '=', claim.lease).execute();
}
