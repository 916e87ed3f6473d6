/**
 * The style of a block below the first screen (docs/performance.md "Boot on intent"): the browser
 * skips its layout and paint until it nears the viewport, holding `height` px for its content (its
 * padding and border come on top; then the height it last had), so a page's arrival lays out only
 * what is on screen. What it holds should be what it measures: a block that grows or shrinks when
 * laid out moves everything below it under a reader's or a checker's scroll.
 */
export const belowFold = (height: number) =>
  ({ contentVisibility: 'auto', containIntrinsicSize: `auto ${height}px` }) as const;
