/**
 * The progress bar's look, one for the route bar (src/features/layout/ProgressBarStyles.tsx) and the
 * boot's bar while the app loads on intent (src/app/boot/bootProgress.ts): 3 px across the top, above
 * every layer, in the theme's accent colour.
 */
export const PROGRESS_BAR = { height: 3, zIndex: 10001, colourVar: '--mui-palette-secondary-main' } as const;
