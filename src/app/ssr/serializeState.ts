import type { MarkupField } from './markupFields';
import { compactApiCache, type ApiCacheState } from './apiStateWire';

/**
 * What the server render hands to the client (read before hydration, see hydration.ts). The page
 * banners are not repeated: the client takes them from the getPageHeaders answer.
 */
export interface SsrState {
  /** RTK Query state by reducer path (`api`): the page's settled queries and their tags. */
  apis: Record<string, ApiCacheState>;
  /** Fields of those answers left out because the markup carries them (markupFields.ts). */
  fromMarkup: MarkupField[];
}

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON safe inside a <script> element: no `</script>` or `<!--` can close or comment it out
 * (`<`, `>`, `&` escaped), and the line separators U+2028/2029 are escaped too. Each API's state is
 * written compact (apiStateWire.ts) and an empty `fromMarkup` left out; readServerState (hydration.ts)
 * reads it back to the same state.
 */
export function serializeState({ apis, fromMarkup }: SsrState): string {
  const wire = {
    apis: Object.fromEntries(Object.entries(apis).map(([path, api]) => [path, compactApiCache(api)])),
    ...(fromMarkup.length > 0 && { fromMarkup }),
  };
  return JSON.stringify(wire).replace(UNSAFE, (ch) => ESCAPES[ch]);
}
