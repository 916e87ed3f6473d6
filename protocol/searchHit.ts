import { Type, type Static } from '@sinclair/typebox';

// The article search's hit (docs/behaviour.md §9.2), one schema for both ends: the server answers
// with it and the search dialog takes its Static type. The client imports it as a type only, so
// TypeBox never reaches the browser.

/** Why an article without the text in its title was found: a tag or category named in the text. */
export const SearchMatch = Type.Object({
  kind: Type.Union([Type.Literal('tag'), Type.Literal('category')]),
  name: Type.String(),
});
export type SearchMatch = Static<typeof SearchMatch>;

/** A search hit: `article_content` is a snippet starting at the match, not the whole body. */
export const SearchHit = Type.Object({
  id: Type.Integer(),
  article_title: Type.String(),
  article_content: Type.String(),
  /** Present when the article was found by its tag or category name rather than its own text. */
  matchedBy: Type.Optional(SearchMatch),
});
export type SearchHit = Static<typeof SearchHit>;
