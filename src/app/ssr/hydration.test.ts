import { SSR_STATE_ID, type RenderApiRequest, type RenderApiResponse } from '@protocol/ssr';
import { articlesApi } from '@/features/articles';
import { articleDetailApi } from '@/features/article-detail';
import { siteApi } from '@/features/site';
import { renderBaseQuery } from '@/shared/api/renderBaseQuery';
import { makeStore } from '../store';
import { hydrateStore, readServerState } from './hydration';
import { serializeState, type SsrState } from './serializeState';
import { leaveToMarkup } from './markupFields';

const ARGS = { current: 1, size: 5 };
const PAGE = { current: 1, size: 5, total: 1, list: [{ id: 7, article_title: '砚台' }] };
const BANNERS = [{ id: 1, route_name: 'home', bg_url: '/a.jpg' }];
const BODY = '<h2 id="x">砚</h2><p>墨 &amp; 纸</p>';
const ARTICLE = { id: 7, article_title: '砚台', article_content: '## 砚', article_html: BODY };

/** The state a server store holds after fetching the home list (and the banners, an article). */
async function serverState(markup = '') {
  const call = jest.fn<Promise<RenderApiResponse>, [RenderApiRequest]>(async ({ url }) => {
    const result = url.includes('pageHeader') ? BANNERS : url.includes('getArticleById') ? ARTICLE : PAGE;
    return { status: 200, body: JSON.stringify({ code: 0, message: 'ok', result }) };
  });
  const store = makeStore(undefined, {
    transport: { baseUrl: 'http://render.test/api', rawQuery: renderBaseQuery(call), serverRender: true },
  });
  await store.dispatch(articlesApi.endpoints.getHomeArticleList.initiate(ARGS));
  await store.dispatch(siteApi.endpoints.getPageHeaders.initiate());
  await store.dispatch(articleDetailApi.endpoints.getArticleById.initiate(7));
  const { queries: all, provided } = store.getState().api;
  const { queries, fromMarkup } = leaveToMarkup(all, markup);
  return { state: { apis: { api: { queries, mutations: {}, provided } }, fromMarkup }, call };
}

/** The state with every query's fulfilled time set to the last of them, as the page carries it. */
function withOneTime(state: SsrState): SsrState {
  const { queries } = state.apis.api;
  const last = Math.max(...Object.values(queries).map((entry) => entry?.fulfilledTimeStamp ?? 0));
  const timed = Object.entries(queries).map(([key, entry]) => [
    key,
    entry?.fulfilledTimeStamp === undefined ? entry : { ...entry, fulfilledTimeStamp: last },
  ]);
  return { ...state, apis: { api: { ...state.apis.api, queries: Object.fromEntries(timed) } } };
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
  it('reads the server state from the page, or null when the page was not server-rendered', async () => {
    const { state } = await serverState();
    const marked = { ...state, fromMarkup: [{ query: 'q', field: 'f', element: 'e' }] };
    expect(readServerState(pageWith(serializeState(marked)))).toEqual(withOneTime(marked));
    expect(readServerState(pageWith(null))).toBeNull();
    expect(readServerState(pageWith('{broken'))).toBeNull();
    expect(readServerState(pageWith('{"apis":{"api":{}}}'))).toBeNull();
  });

  it('the page carries the state compact, and the client reads back what the server store held', async () => {
    const { state } = await serverState();
    const text = serializeState(state);
    // Rebuilt on the client (apiStateWire.ts): endpoint names, the fulfilled status, the tag index.
    expect(text).not.toMatch(/"endpointName"|"status"|"provided"|"mutations"|"fromMarkup"/);
    expect(text.match(/"fulfilledAt"/g)).toHaveLength(1);
    expect(text).not.toContain('"fulfilledTimeStamp"');
    expect(readServerState(pageWith(text))).toEqual(withOneTime(state));
  });

  it('a query that failed on the server is read back failed, without a fulfilled time', () => {
    const failed = { status: 'rejected', endpointName: 'getPageHeaders', error: { status: 500 } };
    const fulfilled = { status: 'fulfilled', endpointName: 'getSiteConfig', data: {}, fulfilledTimeStamp: 5 };
    const earlier = { status: 'fulfilled', endpointName: 'getStatistic', data: {}, fulfilledTimeStamp: 4 };
    const api = {
      queries: {
        'getPageHeaders(undefined)': failed,
        'getSiteConfig(undefined)': fulfilled,
        'getStatistic(undefined)': earlier,
      },
      mutations: {},
      provided: {
        tags: {
          Config: { __internal_without_id: ['getSiteConfig(undefined)'] },
          Article: { 7: ['getSiteConfig(undefined)'] },
        },
        keys: { 'getSiteConfig(undefined)': [{ type: 'Config' }, { type: 'Article', id: 7 }] },
      },
    };
    const state = { apis: { api }, fromMarkup: [] };
    const read = readServerState(pageWith(serializeState(state)));
    expect(read?.apis.api.queries['getPageHeaders(undefined)']).toEqual(failed);
    // One time for the render, its last: what RTK compares to decide whether to fetch again.
    expect(read?.apis.api.queries['getStatistic(undefined)']).toEqual({ ...earlier, fulfilledTimeStamp: 5 });
    expect(read).toEqual(withOneTime(state));
  });

  it('the server fetched through its transport; the hydrated client store then needs no request', async () => {
    const { state, call } = await serverState();
    expect(call).toHaveBeenCalledTimes(3);
    expect(call.mock.calls[0][0].url).toBe('/api/article/blogHomeGetArticleList/1/5');

    const browserFetch = jest.spyOn(globalThis, 'fetch');
    const client = makeStore();
    const snapshot = hydrateStore(client, state, pageWith(null));
    expect(articlesApi.endpoints.getHomeArticleList.select(ARGS)(snapshot).data).toEqual(PAGE);
    // The banners are the page headers' query answer: one copy, no side channel.
    expect(siteApi.endpoints.getPageHeaders.select()(snapshot).data).toHaveLength(1);
    // What a mounting page does: subscribe to the query. It is fulfilled, so nothing is fetched.
    const result = await client.dispatch(articlesApi.endpoints.getHomeArticleList.initiate(ARGS));
    expect(result.data).toEqual(PAGE);
    expect(browserFetch).not.toHaveBeenCalled();
    browserFetch.mockRestore();
  });

  it('an article body the markup carries is sent once and read back from the page before hydrating', async () => {
    const markup = `<main><div id="article-preview-preview" class="md-editor-preview">${BODY}</div></main>`;
    const { state } = await serverState(markup);
    const text = serializeState(state);
    expect(JSON.parse(text)).not.toHaveProperty([
      'apis',
      'api',
      'queries',
      'getArticleById(7)',
      'data',
      'article_html',
    ]);
    expect(state.fromMarkup).toEqual([
      { query: 'getArticleById(7)', field: 'article_html', element: 'article-preview-preview' },
    ]);
    const page = pageWith(text);
    page.body.insertAdjacentHTML('afterbegin', markup);
    const read = readServerState(page);
    expect(read).not.toBeNull();
    const snapshot = hydrateStore(makeStore(), read!, page);
    expect(articleDetailApi.endpoints.getArticleById.select(7)(snapshot).data).toEqual(ARTICLE);
  });

  it('a body the page lacks leaves its query out of the store (fetched again), never incomplete', async () => {
    const { state } = await serverState('<div id="article-preview-preview"><p>其他</p></div>');
    expect(state.fromMarkup).toEqual([]);
    const { state: left } = await serverState(`<div id="article-preview-preview">${BODY}</div>`);
    const snapshot = hydrateStore(makeStore(), left, pageWith(null));
    expect(articleDetailApi.endpoints.getArticleById.select(7)(snapshot).data).toBeUndefined();
    expect(articlesApi.endpoints.getHomeArticleList.select(ARGS)(snapshot).data).toEqual(PAGE);
  });
});
