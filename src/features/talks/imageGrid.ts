/** How a talk lays out its images. */
export interface ImageGridLayout {
  /** One image is shown large, at its own proportions within a bounded box. */
  single: boolean;
  /** Grid columns for two or more images. */
  columns: number;
}

/**
 * One image: large. Two or four: two columns (a 2×1 or 2×2 square). Otherwise three columns, the
 * nine-grid of a photo post.
 */
export function imageGridLayout(count: number): ImageGridLayout {
  if (count <= 1) return { single: true, columns: 1 };
  if (count === 2 || count === 4) return { single: false, columns: 2 };
  return { single: false, columns: 3 };
}
