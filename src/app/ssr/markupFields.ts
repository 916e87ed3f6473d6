// A server-rendered page's state leaves out what its markup already carries whole (docs/performance.md,
// "Lean server-rendered pages"): an article's body HTML was sent twice, once in the page and once in
// the state. The client reads such a field back from the element before hydrating, so the store holds
// the same answer as the server's and the page hydrates without a request.

/** A field of a query's answer that the page's markup carries as the innerHTML of one element. */
export interface MarkupField {
  /** The RTK Query cache key, e.g. `getArticleById(3)`. */
  query: string;
  field: string;
  /** The id of the element whose innerHTML is the field. */
  element: string;
}

/** Which endpoints' fields are rendered whole into an element (the article body, ArticleBody.tsx). */
const RENDERED_WHOLE = [{ endpoint: 'getArticleById', field: 'article_html', element: 'article-preview-preview' }];

interface QueryEntry {
  endpointName?: string;
  data?: unknown;
}

type Queries = Record<string, QueryEntry | undefined>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Server: the queries without the fields the markup holds verbatim (only when the element with
 * exactly that innerHTML is in it), and the list of what was left out.
 */
export function leaveToMarkup(queries: Queries, markup: string): { queries: Queries; fromMarkup: MarkupField[] } {
  const out: Queries = { ...queries };
  const fromMarkup: MarkupField[] = [];
  for (const [query, entry] of Object.entries(queries)) {
    const rule = RENDERED_WHOLE.find((candidate) => candidate.endpoint === entry?.endpointName);
    if (!rule || !entry || !isRecord(entry.data)) continue;
    const value = entry.data[rule.field];
    if (typeof value !== 'string' || !markup.includes(`id="${rule.element}"`) || !markup.includes(value)) continue;
    const { [rule.field]: _left, ...rest } = entry.data;
    out[query] = { ...entry, data: rest };
    fromMarkup.push({ query, field: rule.field, element: rule.element });
  }
  return { queries: out, fromMarkup };
}

/**
 * Client, before hydration: puts each field back from its element. A query whose element is
 * missing is dropped instead (the page then fetches it), never left incomplete.
 */
export function takeFromMarkup(queries: Queries, fields: readonly MarkupField[], doc: Document): void {
  for (const { query, field, element } of fields) {
    const data = queries[query]?.data;
    const html = doc.getElementById(element)?.innerHTML;
    if (isRecord(data) && html !== undefined) data[field] = html;
    else delete queries[query];
  }
}
