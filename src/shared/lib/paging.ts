/** How many pages `total` items fill at `size` a page: rounded up, never below 1 (a size of 0 counts as 1). */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / Math.max(1, size)));
