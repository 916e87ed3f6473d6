// The one HTML escape (and its inverse) of the server's page heads and of the service worker's
// offline page (docs/architecture.md "Offline and installable"): both build HTML as strings.
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const HTML_UNESCAPES: Record<string, string> = Object.fromEntries(
  Object.entries(HTML_ESCAPES).map(([char, entity]) => [entity, char]),
);

/**
 * Text for an element's content or a quoted attribute value: no character can end either. The one
 * escape of the server, for page heads and for user text inside notifications that may be shown as
 * HTML (docs/behaviour.md §6.1), and of the offline page.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** The text as the browser reads it back from what escapeHtml wrote (a cached page's <title>). */
export function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => HTML_UNESCAPES[entity]);
}
