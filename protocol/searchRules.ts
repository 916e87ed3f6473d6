/**
 * The article search's paging (docs/behaviour.md §9.2), shared by the search dialog and the server:
 * 8 hits a page, and at most 25 pages (the server reads a page as the first current × 8 hits).
 */
export const SEARCH_PAGE_SIZE = 8;
export const MAX_SEARCH_PAGE = 25;
