import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { SEARCH_TABLES } from '../search-tables';

// Full-text search over public articles (docs/behaviour.md: search finds any substring of two or more
// characters in titles and bodies; only status 1 is ever public).
//
// SQLite: two contentless FTS5 tables with the trigram tokenizer, one for titles and one for bodies
// (title hits rank first, and a small title index answers that step cheaply), rowid = articles.id.
// Triggers keep them in sync: only public rows are indexed, so a status change adds or removes the
// row. Each text is indexed with two trailing newlines: trigram MATCH needs three characters, so a
// one- or two-character query is expanded through the fts5vocab tables into the indexed trigrams that
// start with it — the sentinel makes sure a match at the very end of a text also starts one.
// Rows of contentless tables are removed with the 'delete' command and the same values, which works on every
// SQLite with trigram support (3.34+), not only on builds with contentless_delete.
//
// PostgreSQL: pg_trgm GIN indexes (partial, public rows only) that serve ILIKE '%text%'.

const SENTINEL = 'char(10, 10)';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

function sqliteStatements(): string[] {
  const out: string[] = [];
  for (const { table, column, vocab } of SEARCH_TABLES) {
    const text = (row: 'new' | 'old') => `${row}.${column} || ${SENTINEL}`;
    const add = `INSERT INTO ${table}(rowid, body) SELECT new.id, ${text('new')}`;
    const remove = `INSERT INTO ${table}(${table}, rowid, body) SELECT 'delete', old.id, ${text('old')}`;
    out.push(
      `CREATE VIRTUAL TABLE ${table} USING fts5(body, tokenize = 'trigram', content = '')`,
      `CREATE VIRTUAL TABLE ${vocab} USING fts5vocab(${table}, 'row')`,
      `CREATE TRIGGER ${table}_insert AFTER INSERT ON articles WHEN new.status = 1 BEGIN ${add}; END`,
      `CREATE TRIGGER ${table}_delete AFTER DELETE ON articles WHEN old.status = 1 BEGIN ${remove}; END`,
      // Only when the text or the status changes: view and like counters update articles all the time.
      `CREATE TRIGGER ${table}_update AFTER UPDATE OF ${column}, status ON articles BEGIN
         ${remove} WHERE old.status = 1;
         ${add} WHERE new.status = 1;
       END`,
      // Back-fill what existed before this migration.
      `INSERT INTO ${table}(rowid, body) SELECT id, ${column} || ${SENTINEL} FROM articles WHERE status = 1`,
    );
  }
  return out;
}

const POSTGRES_STATEMENTS = [
  'CREATE EXTENSION IF NOT EXISTS pg_trgm',
  'CREATE INDEX articles_title_trgm ON articles USING gin (article_title gin_trgm_ops) WHERE status = 1',
  'CREATE INDEX articles_content_trgm ON articles USING gin (article_content gin_trgm_ops) WHERE status = 1',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Newest public articles first without a sort: search walks it and stops after a page of hits.
  await db.schema.createIndex('articles_public_newest').on('articles').columns(['status', 'createdAt', 'id']).execute();
  for (const statement of isPostgres(db) ? POSTGRES_STATEMENTS : sqliteStatements())
    await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw('DROP INDEX IF EXISTS articles_content_trgm').execute(db);
    await sql.raw('DROP INDEX IF EXISTS articles_title_trgm').execute(db);
  } else {
    for (const { table, vocab } of SEARCH_TABLES) {
      for (const op of ['insert', 'delete', 'update'])
        await sql.raw(`DROP TRIGGER IF EXISTS ${table}_${op}`).execute(db);
      await sql.raw(`DROP TABLE IF EXISTS ${vocab}`).execute(db);
      await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
    }
  }
  await db.schema.dropIndex('articles_public_newest').ifExists().execute();
}
