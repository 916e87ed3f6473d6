/**
 * On <html> once the page has painted (src/shared/boot/firstPaint.ts): what waited for the first
 * paint may load, the pictures' blur placeholders (docs/performance.md "Images"). A module of its
 * own, so the pictures' code carries the name and not the boot's paint timing.
 */
export const PAINTED_ATTRIBUTE = 'data-painted';
