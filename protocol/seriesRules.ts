/**
 * Series (专栏) limits shared by the desk's form (checked before sending) and the server's contract
 * (which refuses anyway). Plain data, so the browser takes it without TypeBox (docs/behaviour.md §9.6).
 */

/** The longest series name; the column is varchar(64). */
export const SERIES_NAME_MAX = 64;
