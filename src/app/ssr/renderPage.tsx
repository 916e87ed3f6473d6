// First: MUI's class names are set before any MUI module loads (src/app/configureMuiClassNames.ts).
import '../configureMuiClassNames';
import { isValidElement, type ReactElement } from 'react';
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { CacheProvider } from '@emotion/react';
import { matchRoutes, Navigate, type RouteMatch } from 'react-router';
import { baseApi } from '@/shared/api/baseApi';
import { renderBaseQuery } from '@/shared/api/renderBaseQuery';
import { lazyLoadsStarted } from '@/shared/lib/lazyComponent';
import { App } from '../App';
import { routes } from '../router';
import { makeStore, type AppDispatch } from '../store';
import { FramePartsContext } from '@/shared/components/FrameMemo';
import { createEmotionCache } from './emotionCache';
import { renderFrameParts } from './frameParts';
import { criticalStyles } from './criticalStyles';
import type { PageHandle } from './routeData';
import { serializeState } from './serializeState';
import { leaveToMarkup } from './markupFields';
import { pageFactsOf } from './pageFacts';
import type { RenderRequest, RenderResult } from '@protocol/ssr';

/** The origin of the render's API addresses (its calls never leave the process). */
const API_ORIGIN = 'http://inkstone.render';

/** Enough for every page kind and then some: unknown paths (404s) must not grow it without bound. */
const MATCHES_KEPT = 256;
const matchesByPath = new Map<string, RouteMatch[]>();

/**
 * The route table's matches for a path, found once per path: the table never changes, and
 * react-router flattens and ranks the whole of it at every call (docs/performance.md "/article page
 * under load").
 */
function routeMatches(pathname: string): RouteMatch[] {
  let matches = matchesByPath.get(pathname);
  if (!matches) {
    matches = matchRoutes(routes, pathname) ?? [];
    if (matchesByPath.size >= MATCHES_KEPT) matchesByPath.clear();
    matchesByPath.set(pathname, matches);
  }
  return matches;
}

/** Runs the data loaders of every matched route (layout first) and resolves with the page's HTTP status. */
async function loadRouteData(matches: RouteMatch[], searchParams: URLSearchParams, dispatch: AppDispatch) {
  const statuses = await Promise.all(
    matches.map(async ({ route, params }) => {
      const handle = route.handle as PageHandle | undefined;
      const [declared] = await Promise.all([
        handle?.ssrData?.({ params, searchParams, dispatch }),
        // The page's code: rendered at once instead of a Suspense fallback.
        handle?.preload?.(),
      ]);
      return Math.max(handle?.status ?? 200, typeof declared === 'number' ? declared : 200);
    }),
  );
  // Queries a loader started without awaiting them.
  await Promise.all(dispatch(baseApi.util.getRunningQueriesThunk()));
  return Math.max(200, ...statuses);
}

async function renderToString(element: ReactElement, errors: string[]): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    // Never outline a large Suspense boundary (fallback first, content swapped in by an inline
    // script): the page is sent whole, and CSP allows no such script.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    // An error inside a Suspense boundary leaves it to the client; the server logs it.
    onError(error) {
      errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
    },
  });
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A settled query without the request that fetched it (`requestId`, `startedTimeStamp`): they name
 * a request of the server's store, which the browser's never made. RTK keeps what it reads of a
 * rehydrated entry: status, data, `endpointName` and `fulfilledTimeStamp` (whether to refetch).
 */
function withoutRequestBookkeeping<Entry extends object>(
  queries: Record<string, Entry | undefined>,
): Record<string, Omit<Entry, 'requestId' | 'startedTimeStamp'> | undefined> {
  return Object.fromEntries(
    Object.entries(queries).map(([key, entry]) => {
      if (!entry) return [key, entry];
      const {
        requestId: _requestId,
        startedTimeStamp: _started,
        ...kept
      } = entry as Entry & {
        requestId?: unknown;
        startedTimeStamp?: unknown;
      };
      return [key, kept];
    }),
  );
}

/**
 * The server render of one page (docs/architecture.md, server rendering): a fresh store, the route's
 * data fetched through the same RTK Query endpoints, every lazy piece resolved, then the markup,
 * Emotion's critical CSS, the state the client hydrates from and the facts of the page's head.
 * Built into build/ssr/render.js.
 */
export async function renderPage({ url, call }: RenderRequest): Promise<RenderResult> {
  const location = new URL(url, API_ORIGIN);
  const matches = routeMatches(location.pathname);
  const leaf = matches.at(-1)?.route;
  if (leaf && isValidElement<{ to: string }>(leaf.element) && leaf.element.type === Navigate) {
    return { kind: 'redirect', status: 302, location: leaf.element.props.to };
  }

  const store = makeStore(undefined, {
    transport: { baseUrl: `${API_ORIGIN}/api`, rawQuery: renderBaseQuery(call), serverRender: true },
  });
  const status = await loadRouteData(matches, location.searchParams, store.dispatch);

  const errors: string[] = [];
  const pageAt = `${location.pathname}${location.search}`;
  // The frame's parts rendered once per process and their inputs (FrameMemo).
  const parts = renderFrameParts();
  const render = async () => {
    // `compat` (what @emotion/server's instance sets) makes Emotion collect rules in the cache
    // instead of writing <style> tags into the markup; criticalStyles reads them after.
    const cache = createEmotionCache();
    cache.compat = true;
    const markup = await renderToString(
      <CacheProvider value={cache}>
        <FramePartsContext value={parts}>
          <Provider store={store}>
            <App location={pageAt} />
          </Provider>
        </FramePartsContext>
      </CacheProvider>,
      errors,
    );
    return { markup, cache };
  };
  const loadsBefore = lazyLoadsStarted();
  let { markup, cache } = await render();
  // A lazy piece below the page (the article's Markdown) suspended the first time: render again now
  // that it is loaded, so the HTML is complete without inline scripts. Once per piece per process.
  if (lazyLoadsStarted() !== loadsBefore) {
    errors.length = 0;
    ({ markup, cache } = await render());
  }
  markup = parts.settle(markup, cache, errors.length === 0);
  // What RTK Query's rehydration reads: the settled queries and the tags they provide, without what
  // the markup already carries (the article body).
  const { api } = store.getState();
  // The head's facts from the same queries the body rendered (one read, one status).
  const facts = pageFactsOf(store.getState(), location);
  const { queries, fromMarkup } = leaveToMarkup(withoutRequestBookkeeping(api.queries), markup);
  const apiState = { queries, mutations: {}, provided: api.provided };
  return {
    kind: 'page',
    status,
    page: (leaf?.handle as PageHandle | undefined)?.page ?? null,
    html: markup,
    styles: criticalStyles(cache, markup),
    errors,
    facts,
    state: serializeState({ apis: { [baseApi.reducerPath]: apiState }, fromMarkup }),
  };
}
