/**
 * docs/behaviour.md §8.3: large numbers are abbreviated — 1,000 or more as one decimal plus 'k',
 * 10,000 or more as one decimal plus 'w' (万). Smaller values are shown as they are.
 */
export function formatNumber(value: number | null | undefined): string {
  const n = Number(value ?? 0);
  if (!Number.isFinite(n)) return '0';
  if (n >= 10_000) return `${(n / 10_000).toFixed(1)}w`;
  if (n >= 1_000) return `${(n / 1_000).toFixed(1)}k`;
  return String(n);
}
