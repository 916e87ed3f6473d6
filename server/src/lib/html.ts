const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text for an element's content or a quoted attribute value: no character can end either. The one
 * escape of the server, for page heads and for user text inside notifications that may be shown as
 * HTML (docs/behaviour.md §6.1).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}
