/** The most ids one bulk delete accepts (protocol/api/adminSchemas.ts `IdListBody`). */
export const BULK_MAX = 50;

/** Splits ids into the batches one bulk call accepts. */
export function batches(ids: readonly number[], max = BULK_MAX): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += max) out.push(ids.slice(i, i + max));
  return out;
}

/**
 * A list answer as a page: most areas page on the server; a few small ones (albums, resource
 * categories, banners) answer the whole array, which is searched and paged here instead.
 */
export function asPage<T extends Record<string, unknown>>(
  result: { current: number; size: number; total: number; list: T[] } | T[] | null | undefined,
  args: { current: number; size: number; keyword?: string },
): { current: number; size: number; total: number; list: T[] } {
  if (!result) return { current: 1, size: args.size, total: 0, list: [] };
  if (!Array.isArray(result)) return result;
  const keyword = args.keyword?.trim().toLowerCase();
  const matching = keyword
    ? result.filter((row) =>
        Object.values(row).some((value) => typeof value === 'string' && value.toLowerCase().includes(keyword)),
      )
    : result;
  const start = (args.current - 1) * args.size;
  return {
    current: args.current,
    size: args.size,
    total: matching.length,
    list: matching.slice(start, start + args.size),
  };
}

/** Query string of a list call: paging, keyword and filters; empty values left out. */
export function listQuery(args: {
  current: number;
  size: number;
  keyword?: string;
  filters?: Record<string, string | number | undefined>;
}): string {
  const params = new URLSearchParams({ current: String(args.current), size: String(args.size) });
  const keyword = args.keyword?.trim();
  if (keyword) params.set('keyword', keyword);
  for (const [key, value] of Object.entries(args.filters ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}
