import { useEffect, useState } from 'react';
import { config } from 'md-editor-rt';

let loaded = false;
let loading: Promise<void> | null = null;

/**
 * Loads our bundled highlight.js and hands it to md-editor-rt. Without an instance md-editor-rt would
 * fetch highlight.js from a CDN, so previews render with `noHighlight` until this has resolved.
 */
export function loadHighlighter(): Promise<void> {
  loading ??= import(/* webpackChunkName: "highlighter" */ './hljsLanguages')
    .then(({ hljs }) => {
      config({ editorExtensions: { highlight: { instance: hljs } } });
      loaded = true;
    })
    .catch((error: unknown) => {
      loading = null; // a later article may try again; the text stays readable unhighlighted
      throw error;
    });
  return loading;
}

/** True once the highlighter is in place (the preview then remounts with highlighting on). */
export function useHighlighterReady(): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    loadHighlighter()
      .then(() => live && setReady(true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
