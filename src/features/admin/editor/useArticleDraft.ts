import { useEffect, useRef, useState } from 'react';
import { clearDraft, draftDiffers, loadDraft, saveDraft } from './draftStore';
import type { EditorValues } from './editorValues';

/** How long typing must pause before the local draft is written. */
export const DRAFT_DELAY_MS = 600;

/**
 * The editor's values with a local draft behind them: once the article has loaded (`loaded`), a
 * stored draft that differs from it is restored (`restoredAt` says when it was written); every
 * change is then written back after a short pause. `discard` goes back to the loaded article,
 * `saved` forgets the draft after the server has the article.
 */
export function useArticleDraft(articleId: number | 'new', loaded: EditorValues | null) {
  const [values, setValues] = useState<EditorValues | null>(null);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const dirty = useRef(false);

  useEffect(() => {
    if (!loaded || values) return;
    const draft = loadDraft(articleId);
    if (draft && draftDiffers(draft.values, loaded)) {
      setValues(draft.values);
      setRestoredAt(draft.savedAt);
    } else {
      setValues(loaded);
    }
  }, [articleId, loaded, values]);

  useEffect(() => {
    if (!values || !dirty.current) return undefined;
    const timer = setTimeout(() => saveDraft(articleId, values), DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [articleId, values]);

  return {
    values,
    restoredAt,
    change: (patch: Partial<EditorValues>) => {
      dirty.current = true;
      setValues((old) => (old ? { ...old, ...patch } : old));
    },
    discard: () => {
      clearDraft(articleId);
      dirty.current = false;
      setRestoredAt(null);
      setValues(loaded);
    },
    saved: () => {
      clearDraft(articleId);
      dirty.current = false;
      setRestoredAt(null);
    },
  };
}
