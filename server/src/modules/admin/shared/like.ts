import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** `LIKE` pattern that matches `text` anywhere, as plain text (%, _ and \ escaped; ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column` contains `text`, case-insensitive, on SQLite and PostgreSQL alike; never a pattern. */
export function contains(column: Expression<unknown>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) LIKE ${containsPattern(text)} ESCAPE '\\'`;
}
