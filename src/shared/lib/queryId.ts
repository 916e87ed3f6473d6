/** A positive integer id from a query value (`?id=12`), or null for anything else. */
export function parseQueryId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
