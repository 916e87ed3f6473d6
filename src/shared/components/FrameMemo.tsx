import { createContext, useContext, type ReactNode } from 'react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';

/** One Emotion rule a kept part used: its id, its CSS and what Emotion registered for it. */
export interface KeptRule {
  id: string;
  css: string;
  registered: string;
}

/** A frame part as the server rendered it once: its HTML and the rules its class names name. */
export interface KeptPart {
  html: string;
  rules: KeptRule[];
}

/**
 * The server render's parts kept between renders (src/app/ssr/frameMemo.ts), per process. Null on
 * the client, where a part is always rendered.
 */
export interface FrameParts {
  /** The part's token in the markup, and the part itself once a render has kept it. */
  lookup: (key: string) => { token: number; kept?: KeptPart };
}

export const FramePartsContext = createContext<FrameParts | null>(null);

/** The markup marks the server render reads: a part to keep, and a kept part to put back. */
export const FRAME_MARKS = { open: 'data-frame-open', close: 'data-frame-close', kept: 'data-frame' } as const;

interface FrameMemoProps {
  /** Everything the part shows, as one string: a change to any of them renders it again. */
  inputs: string;
  children: ReactNode;
}

/**
 * A part of the page frame (header, footer) that is the same on every page with the same inputs
 * (docs/performance.md "/article page under load"): the server renders it once per `inputs` and
 * puts that HTML back in later renders, so MUI's and Emotion's style work for it runs once. `inputs`
 * names everything the part shows, so a change to any of them renders it again. The client always
 * renders the children: hydration sees the same elements either way.
 */
function ServerFrameMemo({ inputs, children }: FrameMemoProps) {
  const parts = useContext(FramePartsContext);
  const cache = useEmotionCache();
  if (!parts || !cache) return children;
  const { token, kept } = parts.lookup(inputs);
  if (!kept) {
    const open = { [FRAME_MARKS.open]: token };
    const close = { [FRAME_MARKS.close]: token };
    return (
      <>
        <template {...open} />
        {children}
        <template {...close} />
      </>
    );
  }
  // The part's rules join the render's critical CSS here, in the order its own render added them.
  for (const rule of kept.rules) {
    if (cache.inserted[rule.id] !== undefined) continue;
    cache.inserted[rule.id] = rule.css;
    cache.registered[`${cache.key}-${rule.id}`] = rule.registered;
  }
  return <template {...{ [FRAME_MARKS.kept]: token }} />;
}

/**
 * The browser's bundle folds this to the children alone (process.env.CLIENT_BUNDLE, as
 * src/app/router.tsx does), so the keeping and putting back stays in the server render's.
 */
export const FrameMemo = process.env.CLIENT_BUNDLE ? ({ children }: FrameMemoProps) => children : ServerFrameMemo;
