// Shared by the pages that read `?id=` strictly (an album, a series, a highlighted talk), their
// server data loaders and their titles (protocol/pageTitles.ts), so all of them agree on a bad id.

/** A positive integer id from a query value (`?id=12`), or null for anything else. */
export function parseQueryId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
