import type { EmotionCache } from '@emotion/cache';
import { FRAME_MARKS, type FrameParts, type KeptPart, type KeptRule } from '@/shared/components/FrameMemo';

/** Enough for every page kind's header and footer; inputs that keep changing must not grow it without bound. */
const PARTS_KEPT = 256;

/** The parts this process has rendered, by their inputs (docs/performance.md "/article page under load"). */
const kept = new Map<string, KeptPart>();

const mark = (name: string, token: string) => `<template ${name}="${token}"></template>`;
const TO_KEEP = new RegExp(`${mark(FRAME_MARKS.open, '(\\d+)')}([\\s\\S]*?)${mark(FRAME_MARKS.close, '\\1')}`, 'g');
const TO_PUT_BACK = new RegExp(mark(FRAME_MARKS.kept, '(\\d+)'), 'g');

/** The Emotion rules a part's HTML names, in the order the render added them. */
function rulesOf(html: string, cache: EmotionCache): KeptRule[] {
  const used = new Set<string>();
  for (const match of html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))) used.add(match[1]);
  const rules: KeptRule[] = [];
  for (const [id, css] of Object.entries(cache.inserted)) {
    const registered = cache.registered[`${cache.key}-${id}`];
    if (used.has(id) && typeof css === 'string' && typeof registered === 'string') rules.push({ id, css, registered });
  }
  return rules;
}

export interface RenderFrameParts extends FrameParts {
  /**
   * The render's final markup: the parts it rendered lose their marks and are kept (when `keep`: the
   * render had no errors), the kept parts it was handed are put back.
   */
  settle: (markup: string, cache: EmotionCache, keep: boolean) => string;
}

/**
 * One render's view of the kept frame parts. Tokens are the render's own, and it puts back the very
 * parts it was handed, so renders running side by side never mix their parts.
 */
export function renderFrameParts(): RenderFrameParts {
  const asked: string[] = [];
  const handed = new Map<number, KeptPart>();
  return {
    lookup(inputs) {
      asked.push(inputs);
      const token = asked.length;
      const part = kept.get(inputs);
      if (part) handed.set(token, part);
      return { token, kept: part };
    },
    settle(markup, cache, keep) {
      return markup
        .replace(TO_KEEP, (_whole, token: string, html: string) => {
          // A part holding a swap script or a fallback's template is not one a later render could repeat.
          if (keep && !/<(script|template)\b/.test(html)) {
            if (kept.size >= PARTS_KEPT) kept.clear();
            kept.set(asked[Number(token) - 1], { html, rules: rulesOf(html, cache) });
          }
          return html;
        })
        .replace(TO_PUT_BACK, (whole, token: string) => handed.get(Number(token))?.html ?? whole);
    },
  };
}
