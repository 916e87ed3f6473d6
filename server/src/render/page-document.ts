import { SSR_STATE_ID } from '@protocol/ssr';

/** The parts of a server-rendered page, put into the SPA's index.html by assembleDocument. */
export interface PageParts {
  /** Extra tags for <head> (the page's own title, description, canonical, Open Graph…). */
  head?: string;
  /** Emotion's critical CSS (<style> tags). */
  styles: string;
  /** The markup of <div id="root">. */
  body: string;
  /** The state for hydration, already escaped for a <script> element. */
  state: string;
}

/** The empty #root of index.html, quoted or not (the production build minifies the page). */
const ROOT = /<div id=(?:"root"|root)><\/div>/;

/**
 * The one place a server-rendered page's document is assembled: the built index.html (its scripts,
 * inline theme script and styles kept) with the head tags and critical CSS before </head>, the
 * markup in #root and the state right after it (a JSON script, which CSP does not treat as code).
 */
export function assembleDocument(template: string, { head = '', styles, body, state }: PageParts): string {
  const stateScript = `<script id="${SSR_STATE_ID}" type="application/json">${state}</script>`;
  return template
    .replace('</head>', () => `${head}${styles}</head>`)
    .replace(ROOT, () => `<div id="root">${body}</div>${stateScript}`);
}

/** True when the template has the empty #root assembleDocument fills. */
export const hasRootSlot = (template: string): boolean => ROOT.test(template);
