import { sql } from 'kysely';
import type { DB } from '../../db/database';
import { deleteUnlessYoung, type UploadFiles } from './upload-grace';

/**
 * Whether an uploaded file is still in use, asked before any upload file is deleted
 * (docs/behaviour.md §11; docs/security.md). Keyed by the upload's canonical name
 * (`<32 hex>.<ext>`, what /api/upload/img and the importer write): derived files of one upload
 * follow from that name, so they are found and removed with it.
 */

/** Names the upload route and the importer write (32 hex digits + extension); seed images and others are never removed. */
const UPLOAD_NAME = /\/uploads\/([0-9a-f]{32}\.(?:jpg|png|gif|webp))/g;

/** The upload names (not paths) that `texts` mention: covers, image lists, Markdown bodies, any text. */
export function uploadNamesIn(texts: ReadonlyArray<string | null | undefined>): string[] {
  const names = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const match of text.matchAll(UPLOAD_NAME)) names.add(match[1]);
  }
  return [...names];
}

/**
 * Text columns that can never hold an upload URL (times, hashes, enumerations, the quota's own
 * list of names). Every other text column of every table counts as a reference, so a column added
 * later is covered without anyone remembering this list (server/test/security/15-upload-references.test.ts).
 */
export const NOT_REFERENCES: ReadonlySet<string> = new Set([
  'users.password_hash',
  'chat_messages.content_type',
  'resource_categories.type',
  'resource_categories.key',
  'uploads.name',
  'daily_views.day',
  'articles.source_path',
  'sessions.id',
  'sessions.user_agent',
  'sessions.lastSeenAt',
  'sessions.expiresAt',
  'sessions.revokedAt',
  'sessions.address_prefix',
  'totp_factors.secret',
  'totp_factors.pending',
  'totp_factors.enabledAt',
  'recovery_codes.code_hash',
  'recovery_codes.usedAt',
  'login_tickets.ticket_hash',
  'login_tickets.usedAt',
  'login_tickets.purpose',
  'passkeys.id',
  'passkeys.public_key',
  'passkeys.transports',
  'passkeys.createdAt',
  'passkeys.lastUsedAt',
  'webauthn_challenges.challenge',
  'webauthn_challenges.purpose',
  'webauthn_challenges.bound_to',
  'upload_rechecks.name',
  'upload_rechecks.due_at',
]);
const TEXT_TYPE = /char|text|clob/i;
const TIME_COLUMN = /^(createdAt|updatedAt)$/;

type Columns = Array<readonly [string, string]>;
/** Read once per database handle: the schema is migrated before the server starts. */
const columnsOf = new WeakMap<DB, Promise<Columns>>();

/** `table.column` of every text column that may hold an upload URL, read from the database itself. */
export function referenceColumns(db: DB): Promise<Columns> {
  let columns = columnsOf.get(db);
  if (!columns) {
    columns = readReferenceColumns(db);
    columnsOf.set(db, columns);
    // A failed read is not remembered.
    columns.catch(() => columnsOf.delete(db));
  }
  return columns;
}

async function readReferenceColumns(db: DB): Promise<Columns> {
  const tables = await db.introspection.getTables();
  const columns: Columns = [];
  for (const table of tables) {
    if (table.schema && table.schema !== 'public') continue;
    for (const column of table.columns) {
      if (!TEXT_TYPE.test(column.dataType) || TIME_COLUMN.test(column.name)) continue;
      if (NOT_REFERENCES.has(`${table.name}.${column.name}`)) continue;
      columns.push([table.name, column.name] as const);
    }
  }
  return columns;
}

/** The one reference check: true when any row of any column still mentions the upload `name`. */
export async function isUploadReferenced(db: DB, name: string): Promise<boolean> {
  // Names are hex digits, a dot and an extension: no LIKE wildcard to escape.
  const pattern = `%${name}%`;
  for (const [table, column] of await referenceColumns(db)) {
    const row = await sql<{ one: number }>`SELECT 1 AS one FROM ${sql.table(table)} WHERE ${sql.ref(
      column,
    )} LIKE ${pattern} LIMIT 1`.execute(db);
    if (row.rows.length > 0) return true;
  }
  return false;
}

/**
 * After a write committed (a delete, a replaced cover or image list): removes the files among
 * `names` that nothing references any more and that were written longer ago than the grace period;
 * younger ones are checked again when it ends (upload-grace.ts). A file that cannot be removed is
 * left, never an error. Answers the names whose file this call deleted.
 */
export async function removeUnreferencedUploads(db: DB, files: UploadFiles, names: string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const name of names) {
    if (await isUploadReferenced(db, name)) continue;
    try {
      if ((await deleteUnlessYoung(db, files, name)) === 'deleted') removed.push(name);
    } catch {
      // The store is unreachable: the files stay, the delete that asked for this has committed.
    }
  }
  return removed;
}

/** After a write committed: removes the files `before` mentioned that `after` no longer does and nothing else uses. */
export async function removeReplacedUploads(
  db: DB,
  files: UploadFiles,
  before: ReadonlyArray<string | null | undefined>,
  after: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  const kept = new Set(uploadNamesIn(after));
  const dropped = uploadNamesIn(before).filter((name) => !kept.has(name));
  if (dropped.length > 0) await removeUnreferencedUploads(db, files, dropped);
}
