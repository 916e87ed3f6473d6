import type { TagCount } from './siteTypes';

/** Font size (rem) of a tag in the cloud: 0.85 for the rarest up to 1.5 for the most used. */
export function tagFontSize(count: number, min: number, max: number): number {
  if (max <= min) return 1;
  const ratio = (count - min) / (max - min);
  return Math.round((0.85 + ratio * 0.65) * 100) / 100;
}

/** Count range of a tag list. */
export function countRange(tags: TagCount[]): { min: number; max: number } {
  const counts = tags.map((t) => t.articleCount);
  return counts.length ? { min: Math.min(...counts), max: Math.max(...counts) } : { min: 0, max: 0 };
}
