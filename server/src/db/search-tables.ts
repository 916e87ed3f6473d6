/**
 * The article search tables of migration 002, named here so the search queries read the same names
 * without importing a migration (docs/architecture.md "Server layers"). Renaming one needs a new
 * migration, never an edit of this list. Each: its name, the articles column it indexes, and its
 * vocabulary table.
 */
export const SEARCH_TABLES = [
  { table: 'article_search_title', column: 'article_title', vocab: 'article_search_title_terms' },
  { table: 'article_search_body', column: 'article_content', vocab: 'article_search_body_terms' },
] as const;
