/** Font size (rem) in the tag cloud: 0.9 for the least used up to 1.8 for the most used. */
export function cloudFontSize(count: number, min: number, max: number): number {
  if (max <= min) return 1.2;
  return Math.round((0.9 + ((count - min) / (max - min)) * 0.9) * 100) / 100;
}

/** Total of the entries' article counts. */
export const totalArticles = (entries: { articleCount: number }[]): number =>
  entries.reduce((sum, e) => sum + e.articleCount, 0);
