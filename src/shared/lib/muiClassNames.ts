/**
 * MUI writes a global class per component slot beside Emotion's (`MuiTypography-root
 * MuiTypography-body2 css-…`), on every element of every server-rendered page: on /home they were
 * 7 KB of the HTML. Each component's prefix becomes a short, fixed one instead: `m` and three
 * base-36 digits of the name's FNV-1a hash (docs/performance.md, "Lean server-rendered pages").
 * Deterministic, so the server render and the browser agree; `muiClassNames.test.ts` checks that no
 * two component names MUI ships share one. Global state classes (`Mui-selected`) keep their names.
 */
export function shortMuiName(componentName: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < componentName.length; i += 1) {
    hash ^= componentName.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `m${(hash % 36 ** 3).toString(36).padStart(3, '0')}`;
}

/** The class of a component's slot as the app's pages carry it, e.g. muiClass('MuiCard', 'root'). */
export const muiClass = (componentName: string, slot: string) => `${shortMuiName(componentName)}-${slot}`;
