import { SSR_STATE_ID } from '@protocol/ssr';
import { articlesApi } from '@/features/articles';
import { selectPageHeaderList } from '@/features/theme';
import { makeStore } from '../store';
import { hydrateStore, readServerState } from './hydration';
import { serializeState } from './serializeState';

const ARGS = { current: 1, size: 5 };
const PAGE = { current: 1, size: 5, total: 1, list: [{ id: 7, article_title: '砚台' }] };

/** The state a server store holds after fetching the home list. */
async function serverState() {
  const fetchFn = jest.fn(async () => Response.json({ code: 0, message: 'ok', result: PAGE }));
  const store = makeStore(undefined, {
    transport: { baseUrl: 'http://render.test/api', fetchFn, serverRender: true },
  });
  await store.dispatch(articlesApi.endpoints.getHomeArticleList.initiate(ARGS));
  const { queries, provided } = store.getState().api;
  return { state: { apis: { api: { queries, mutations: {}, provided } }, pageHeaderList: [] }, fetchFn };
}

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const script = doc.createElement('script');
    script.id = SSR_STATE_ID;
    script.type = 'application/json';
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

describe('hydration helpers', () => {
  it('reads the server state from the page, or null when the page was not server-rendered', () => {
    const state = { apis: { api: {} }, pageHeaderList: [{ id: 1, route_name: 'home', bg_url: '/a.jpg' }] };
    expect(readServerState(pageWith(serializeState(state)))).toEqual(state);
    expect(readServerState(pageWith(null))).toBeNull();
    expect(readServerState(pageWith('{broken'))).toBeNull();
  });

  it('the server fetched through its transport; the hydrated client store then needs no request', async () => {
    const { state, fetchFn } = await serverState();
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const url = String((fetchFn.mock.calls[0] as unknown as [Request])[0].url);
    expect(url).toBe('http://render.test/api/article/blogHomeGetArticleList/1/5');

    const browserFetch = jest.spyOn(globalThis, 'fetch');
    const client = makeStore();
    const snapshot = hydrateStore(client, {
      ...state,
      pageHeaderList: [{ id: 1, route_name: 'home', bg_url: '/a.jpg' }],
    });
    expect(articlesApi.endpoints.getHomeArticleList.select(ARGS)(snapshot).data).toEqual(PAGE);
    expect(selectPageHeaderList(snapshot)).toHaveLength(1);
    // What a mounting page does: subscribe to the query. It is fulfilled, so nothing is fetched.
    const result = await client.dispatch(articlesApi.endpoints.getHomeArticleList.initiate(ARGS));
    expect(result.data).toEqual(PAGE);
    expect(browserFetch).not.toHaveBeenCalled();
    browserFetch.mockRestore();
  });
});
