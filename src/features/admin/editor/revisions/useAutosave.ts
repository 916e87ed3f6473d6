import { useEffect, useRef } from 'react';
import { useAppSelector } from '@/app/hooks';
import { apiHeaders } from '@/shared/api/apiHeaders';
import { API_BASE } from '@/shared/api/baseQuery';
import { selectAuthToken } from '@/shared/session/sessionActions';
import type { EditorValues } from '../editorValues';
import { useAutosaveMutation, type AutosaveBody } from './revisionApi';

/** How long typing must pause before the editor's text goes to the server as an autosave (§11.3). */
export const AUTOSAVE_DELAY_MS = 5000;

/** What an autosave sends of the editor's values; the status stays the article's. */
export function autosaveBody(values: EditorValues): AutosaveBody {
  return {
    article_title: values.article_title.slice(0, 255),
    article_content: values.article_content,
    article_cover: values.article_cover.trim(),
    tagNameList: [...new Set(values.tagNameList.map((t) => t.trim()).filter(Boolean))].slice(0, 16),
    ...(values.category_name.trim() ? { category_name: values.category_name.trim().slice(0, 64) } : {}),
  };
}

/**
 * Autosaves an existing article's text (docs/behaviour.md §11.3): after a pause in typing, and on
 * `pagehide` with a keepalive fetch (RTK Query's request would not leave a closing page, see
 * src/shared/api/sendKeepalive.ts). Nothing is sent until the text differs from `baseline` (the
 * article as loaded or last saved) and from the last autosave.
 */
export function useAutosave(articleId: number | null, values: EditorValues | null, baseline: EditorValues | null) {
  const [autosave] = useAutosaveMutation();
  const token = useAppSelector(selectAuthToken);
  const sent = useRef<string | null>(null);
  const body = values ? JSON.stringify(autosaveBody(values)) : null;
  const base = baseline ? JSON.stringify(autosaveBody(baseline)) : null;
  const pending = articleId !== null && body !== null && body !== base && body !== sent.current;

  useEffect(() => {
    if (!pending || !values || articleId === null) return undefined;
    const timer = setTimeout(() => {
      sent.current = body;
      void autosave({ id: articleId, body: autosaveBody(values) });
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, body, values, articleId, autosave]);

  const latest = useRef({ pending, body, articleId, token });
  latest.current = { pending, body, articleId, token };
  useEffect(() => {
    const leave = () => {
      const now = latest.current;
      if (!now.pending || now.body === null || now.articleId === null) return;
      sent.current = now.body;
      try {
        fetch(`${API_BASE}/admin/article/${now.articleId}/autosave`, {
          method: 'PUT',
          keepalive: true,
          credentials: 'include',
          headers: apiHeaders({ token: now.token, serverRender: false, form: false }),
          body: now.body,
        }).catch(() => undefined);
      } catch {
        // A browser without keepalive: the local draft (useArticleDraft) still has the text.
      }
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, []);
}
