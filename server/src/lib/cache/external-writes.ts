import type { DB } from '../../db/database';
import { sqliteHandleOf } from '../../db/database';

/**
 * Writes made by another process (npm run import, a hand edit with the sqlite3 shell) bypass
 * `app.cache.invalidate`. The response cache asks this before serving a stored answer and drops
 * everything when the data changed under it (docs/caching.md: Writes from another process).
 */
export interface ExternalWrites {
  /** True once after another process committed a change since the previous call. */
  changed(): boolean | Promise<boolean>;
}

/**
 * SQLite: PRAGMA data_version on the server's own connection changes only when ANOTHER connection
 * commits, so the server's own writes (view counters on every read) never flush the cache. It is a
 * read of a counter in memory, asked once per event-loop turn: the requests read in the same turn
 * cannot be ordered against another process's commit anyway, and under load one turn serves many
 * of them (docs/caching.md: Writes from another process).
 */
export function watchSqlite(db: DB): ExternalWrites | null {
  const handle = sqliteHandleOf(db);
  if (!handle) return null;
  const statement = handle.prepare('PRAGMA data_version').pluck();
  let seen = statement.get();
  let askedThisTurn = false;
  const nextTurn = () => {
    askedThisTurn = false;
  };
  return {
    changed() {
      if (askedThisTurn) return false;
      askedThisTurn = true;
      setImmediate(nextTurn);
      const version = statement.get();
      if (version === seen) return false;
      seen = version;
      return true;
    },
  };
}

/** PostgreSQL has no data_version: outside writers bump cache_epoch (migration 009), read here at most once a second. */
export const EPOCH_POLL_MS = 1000;

export function watchCacheEpoch(db: DB, pollMs: number): ExternalWrites {
  let seen: string | null = null;
  let checkedAt = 0;
  let inFlight: Promise<boolean> | null = null;
  const read = async (): Promise<boolean> => {
    try {
      const row = await db.selectFrom('cache_epoch').select('epoch').where('id', '=', 1).executeTakeFirst();
      const epoch = String(row?.epoch ?? '');
      const changed = seen !== null && epoch !== seen;
      seen = epoch;
      return changed;
    } catch {
      // The row is a hint: a database that cannot answer (shutting down) must not fail reads.
      return false;
    } finally {
      inFlight = null;
    }
  };
  return {
    changed() {
      if (inFlight) return inFlight;
      if (Date.now() - checkedAt < pollMs) return false;
      checkedAt = Date.now();
      inFlight = read();
      return inFlight;
    },
  };
}

export function watchExternalWrites(db: DB, pollMs = EPOCH_POLL_MS): ExternalWrites {
  return watchSqlite(db) ?? watchCacheEpoch(db, pollMs);
}
