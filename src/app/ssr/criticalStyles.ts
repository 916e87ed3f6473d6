import type { EmotionCache } from '@emotion/cache';
import type { StyleRule } from '@protocol/ssr';

/**
 * Emotion's critical CSS of a rendered page, one entry per rule (what @emotion/server's
 * extractCriticalToChunks concatenates): the server keeps those already in the shared stylesheet
 * out of the page (docs/performance.md, "Lean server-rendered pages"). Globals first, as Emotion
 * orders them.
 */
export function criticalStyles(cache: EmotionCache, html: string): StyleRule[] {
  const used = new Set<string>();
  for (const match of html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'gm'))) used.add(match[1]);
  const globals: StyleRule[] = [];
  const regular: StyleRule[] = [];
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    const registered = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (registered && !used.has(id)) continue;
    // Stored values reach this CSS (banners, covers): no `</style>` or `<!--` may end the element,
    // whatever a value holds (docs/security.md, URL fields). `\3c ` is the same `<` to CSS.
    const safe = css.replace(/<(?=[/!])/g, '\\3c ');
    (registered ? regular : globals).push({ global: !registered, id, css: safe });
  }
  return [...globals, ...regular];
}
