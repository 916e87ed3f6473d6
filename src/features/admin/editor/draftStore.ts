import type { EditorValues } from './editorValues';

/** A local copy of the editor, kept while typing so a crash or reload loses nothing. */
export interface StoredDraft {
  values: EditorValues;
  /** When it was written (ms since epoch). */
  savedAt: number;
}

const PREFIX = 'inkstone.admin.draft.';

/** One draft per article id, and one for a new article. */
export const draftKey = (articleId: number | 'new'): string => `${PREFIX}${articleId}`;

export function saveDraft(articleId: number | 'new', values: EditorValues, now = Date.now()): void {
  try {
    // The access password typed is never written to the browser's storage (docs/behaviour.md §11.4).
    const kept = { ...values, access_password: '' };
    localStorage.setItem(draftKey(articleId), JSON.stringify({ values: kept, savedAt: now } satisfies StoredDraft));
  } catch {
    // Storage full or blocked: the editor still works, only without a safety copy.
  }
}

export function loadDraft(articleId: number | 'new'): StoredDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(articleId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    const values = parsed.values;
    if (!values || typeof values.article_content !== 'string' || typeof values.article_title !== 'string') return null;
    return {
      values: {
        ...values,
        tagNameList: Array.isArray(values.tagNameList) ? values.tagNameList : [],
        // Drafts kept before 定时发布 existed have no publish time.
        publish_at: typeof values.publish_at === 'string' ? values.publish_at : '',
        // Drafts kept before 访问密码 existed have no access fields.
        access_on: values.access_on === true,
        access_password: '',
        access_hint: typeof values.access_hint === 'string' ? values.access_hint : '',
        hide_description: values.hide_description === true,
        // Drafts kept before 专栏 existed leave the article's series as it is stored.
        series_id: typeof values.series_id === 'number' || values.series_id === null ? values.series_id : undefined,
      },
      savedAt: Number(parsed.savedAt) || 0,
    };
  } catch {
    return null;
  }
}

export function clearDraft(articleId: number | 'new'): void {
  try {
    localStorage.removeItem(draftKey(articleId));
  } catch {
    // nothing to clear
  }
}

/** True when the draft holds something the loaded article does not (worth restoring). */
export function draftDiffers(draft: EditorValues, loaded: EditorValues): boolean {
  return JSON.stringify(draft) !== JSON.stringify(loaded);
}
