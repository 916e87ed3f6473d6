/**
 * The style of a block below the first screen (docs/performance.md "Boot on intent"): the browser
 * skips its layout and paint until it nears the viewport, holding `height` px for it (then the
 * height it last had), so a page's arrival lays out only what is on screen.
 */
export const belowFold = (height: number) =>
  ({ contentVisibility: 'auto', containIntrinsicSize: `auto ${height}px` }) as const;
