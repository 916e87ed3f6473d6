/**
 * The ids with the one at `from` placed at `to` (both 0-based, `to` clamped to the list), the
 * others keeping their order — what a drop or a typed number does (docs/behaviour.md §9.6).
 */
export function placedAt(ids: readonly number[], from: number, to: number): number[] {
  if (from < 0 || from >= ids.length) return [...ids];
  const target = Math.min(Math.max(to, 0), ids.length - 1);
  const next = ids.filter((_, index) => index !== from);
  next.splice(target, 0, ids[from]);
  return next;
}
