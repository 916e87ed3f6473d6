// The RTK Query cache state a server-rendered page carries, written without what the client can
// rebuild (docs/performance.md, "Lean server-rendered pages"): each query's endpoint name is its
// cache key's prefix, its status is `fulfilled` unless it says otherwise, mutations are none, and
// the tag index (`provided.tags`) is the inverse of each query's tags (`provided.keys`). The render's
// queries, fulfilled milliseconds apart, carry one time, the last one's: RTK reads it only to decide
// whether a query is old enough to fetch again, and one time keeps the page's size from depending on
// how the calls were timed. The client expands it before RTK's rehydration reads it.

/** A tag a query provides, as RTK keeps it in `provided.keys`. */
interface ProvidedTag {
  type: string;
  id?: string | number;
}

/** One cached query as RTK keeps it (the fields named here are those the wire leaves out or reads). */
type CachedQuery = { endpointName?: string; status?: string; fulfilledTimeStamp?: number; data?: unknown };

/** What RTK Query's rehydration reads of one API: its queries and the tags they provide. */
export interface ApiCacheState {
  queries: Record<string, CachedQuery | undefined>;
  mutations: Record<string, unknown>;
  provided: { tags: Record<string, Record<string, string[]> | undefined>; keys: Record<string, ProvidedTag[]> };
}

/** The same state on the wire. */
export interface ApiCacheWire {
  queries: Record<string, Record<string, unknown> | undefined>;
  /** The render's time: the last fulfilled time of its queries, given to every one that has one. */
  fulfilledAt?: number;
  /** `provided.keys`; `provided.tags` is rebuilt from it. */
  tagsOf: Record<string, ProvidedTag[]>;
}

/** RTK's id-less tag slot (`{ type }` without an id) in `provided.tags`. */
const WITHOUT_ID = '__internal_without_id';
const FULFILLED = 'fulfilled';

/** The endpoint of an RTK Query cache key, e.g. `getHomeArticleList({"current":1})` → `getHomeArticleList`. */
function endpointOf(cacheKey: string): string {
  const args = cacheKey.indexOf('(');
  return args < 0 ? cacheKey : cacheKey.slice(0, args);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Server: the state without what `expandApiCache` rebuilds. */
export function compactApiCache(state: ApiCacheState): ApiCacheWire {
  const times = Object.values(state.queries).map((entry) => entry?.fulfilledTimeStamp ?? 0);
  const fulfilledAt = Math.max(0, ...times) || undefined;
  const queries: ApiCacheWire['queries'] = {};
  for (const [key, entry] of Object.entries(state.queries)) {
    if (!entry) continue;
    const { endpointName, status, fulfilledTimeStamp, ...rest } = entry;
    queries[key] = {
      ...rest,
      ...(endpointName !== endpointOf(key) && { endpointName }),
      ...(status !== FULFILLED && { status }),
      // null: a query never fulfilled (it failed), which must not take the render's time.
      ...(fulfilledTimeStamp === undefined && { fulfilledTimeStamp: null }),
    };
  }
  return { queries, ...(fulfilledAt !== undefined && { fulfilledAt }), tagsOf: state.provided.keys };
}

/** Client: the state RTK's rehydration reads, as the server's store held it (one fulfilled time). */
export function expandApiCache(wire: ApiCacheWire): ApiCacheState {
  const queries: ApiCacheState['queries'] = {};
  for (const [key, entry] of Object.entries(wire.queries)) {
    if (!isRecord(entry)) continue;
    const { fulfilledTimeStamp = wire.fulfilledAt, ...rest } = entry;
    queries[key] = {
      endpointName: endpointOf(key),
      status: FULFILLED,
      ...(typeof fulfilledTimeStamp === 'number' && { fulfilledTimeStamp }),
      ...rest,
    };
  }
  const tags: ApiCacheState['provided']['tags'] = {};
  for (const [key, provided] of Object.entries(wire.tagsOf)) {
    for (const { type, id } of provided) {
      const slot = ((tags[type] ??= {})[id === undefined ? WITHOUT_ID : String(id)] ??= []);
      if (!slot.includes(key)) slot.push(key);
    }
  }
  return { queries, mutations: {}, provided: { tags, keys: wire.tagsOf } };
}

/** True for what `compactApiCache` writes. */
export const isApiCacheWire = (value: unknown): value is ApiCacheWire =>
  isRecord(value) && isRecord(value.queries) && isRecord(value.tagsOf);
