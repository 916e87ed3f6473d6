/**
 * Marks a page's top banner in the DOM. The header is see-through near the top only over such a
 * banner (docs/behaviour.md §2.2); a page without one (the desk, a page that failed to load) keeps
 * it opaque. The header finds the mark with CSS, so the server's HTML already has the right look.
 */
export const BANNER_MARK = { 'data-page-banner': '' } as const;

/** The CSS selector of a marked banner. */
export const BANNER_SELECTOR = '[data-page-banner]';
