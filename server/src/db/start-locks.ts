import { sql } from 'kysely';
import { sqliteHandleOf, type DB } from './database';

/**
 * Our advisory locks for work several processes starting at once on one PostgreSQL database would
 * otherwise do together (docs/deploy.md step 7); Kysely's migrator holds a different one.
 * - `bootstrap`: what a process needs before it can answer (the first administrator, the demo rows).
 *   Every process waits on it, so only quick database work belongs here (docs/performance.md
 *   "Cold start").
 * - `demo-files`: the demo pictures and music, made after listening; a separate lock, so a process
 *   still starting never waits behind them.
 */
const LOCKS = { bootstrap: 73_180_524, 'demo-files': 73_180_525 } as const;

/** Runs `work` holding the named lock, after the process before it let go. SQLite serves one process, so it just runs. */
export async function withStartLock<T>(db: DB, name: keyof typeof LOCKS, work: () => Promise<T>): Promise<T> {
  if (sqliteHandleOf(db)) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${LOCKS[name]})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${LOCKS[name]})`.execute(connection);
    }
  });
}
