import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DB } from '../../src/db/database';
import { watchSqlite, type ExternalWrites } from '../../src/lib/cache/external-writes';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** docs/caching.md, Writes from another process: the SQLite watcher. */
describe('watchSqlite', () => {
  let dataDir: string;
  let server: DB;
  let other: DB;
  let watcher: ExternalWrites;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-watch-'));
    server = await openDatabase({ dataDir, databaseUrl: null });
    other = await openDatabase({ dataDir, databaseUrl: null });
    await sql`CREATE TABLE IF NOT EXISTS watch_probe (n INTEGER)`.execute(other);
    watcher = watchSqlite(server)!;
    await nextTurn();
  });
  afterAll(async () => {
    await server.destroy();
    await other.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const commitElsewhere = () => sql`INSERT INTO watch_probe (n) VALUES (1)`.execute(other);

  it("sees another connection's commit once, in the next turn", async () => {
    expect(watcher.changed()).toBe(false);
    await nextTurn();
    await commitElsewhere();
    expect(watcher.changed()).toBe(true);
    await nextTurn();
    expect(watcher.changed()).toBe(false);
  });

  it('asks SQLite once per event-loop turn: later reads in that turn count as already checked', async () => {
    await nextTurn();
    expect(watcher.changed()).toBe(false);
    await commitElsewhere();
    // Same turn (only microtasks since): this read was taken together with the one above.
    expect(watcher.changed()).toBe(false);
    await nextTurn();
    expect(watcher.changed()).toBe(true);
  });

  it("ignores the server's own commits", async () => {
    await nextTurn();
    await sql`INSERT INTO watch_probe (n) VALUES (2)`.execute(server);
    expect(watcher.changed()).toBe(false);
  });
});
