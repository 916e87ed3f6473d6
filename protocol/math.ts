/**
 * Typeset math in an article body (docs/import-export.md "Math and diagrams"): the server renders
 * TeX with KaTeX, and KaTeX's sheet is loaded only by pages that show some — linked in the head of a
 * server-rendered article page, or added by the app when it opens such an article itself.
 */

/** Marks the <link> of KaTeX's sheet, so the app does not load it a second time. */
export const MATH_SHEET_ATTRIBUTE = 'data-math-sheet';

/** Whether sanitised article HTML holds typeset math (KaTeX's root element, class `katex`). */
export const hasTypesetMath = (html: string): boolean => /class="katex[ "]/.test(html);
