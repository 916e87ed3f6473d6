import { fetchBaseQuery, type BaseQueryApi, type FetchArgs } from '@reduxjs/toolkit/query';
import type { RenderApiRequest, RenderApiResponse } from '@protocol/ssr';
import { VISITOR_HEADER } from '@protocol/interactionRules';
import { renderBaseQuery } from './renderBaseQuery';

const ORIGIN = 'http://inkstone.render';

/** What RTK Query hands a base query; the state carries the reader's token when there is one. */
function queryApi(token: string | null = null): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: jest.fn(),
    getState: () => ({ user: { token } }),
    extra: undefined,
    endpoint: 'probe',
    type: 'query',
  };
}

/** Answers every call with `status` and `body`, and keeps what was asked. */
function answering(status: number, body: string) {
  return jest.fn<Promise<RenderApiResponse>, [RenderApiRequest]>(async () => ({ status, body }));
}

/** The same answer through fetchBaseQuery, the browser's raw query: what the render must match. */
async function throughFetch(args: FetchArgs, status: number, body: string) {
  const fetchFn = async () => new Response(body.length > 0 ? body : null, { status });
  const result = await fetchBaseQuery({ baseUrl: '', fetchFn })(args, queryApi(), {});
  return { data: result.data, error: result.error };
}

describe('renderBaseQuery: the server render’s in-process calls (docs/performance.md)', () => {
  it('sends the call the browser would send: method, path and query, JSON body, standard headers', async () => {
    const call = answering(200, '{"code":0,"result":[1]}');
    const query = renderBaseQuery(call);
    const args = {
      url: `${ORIGIN}/api/like/list`,
      method: 'post',
      body: { id: 3 },
      params: { page: 2, skip: undefined },
    };
    const result = await query(args, queryApi('token-1'), {});
    expect(result).toEqual({ data: { code: 0, result: [1] } });
    const [sent] = call.mock.calls[0];
    expect(sent).toEqual({
      method: 'POST',
      url: '/api/like/list?page=2',
      body: '{"id":3}',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', Authorization: 'token-1' },
    });
    // The server renderer has no visitor: its answers are the same for every reader.
    expect(sent.headers[VISITOR_HEADER]).toBeUndefined();
  });

  it('a GET has no body, and an anonymous store sends no Authorization', async () => {
    const call = answering(200, '{"code":0}');
    await renderBaseQuery(call)(`${ORIGIN}/api/config`, queryApi(), {});
    const [sent] = call.mock.calls[0];
    expect(sent.method).toBe('GET');
    expect(sent.url).toBe('/api/config');
    expect(sent.body).toBeUndefined();
    expect(sent.headers.Authorization).toBeUndefined();
  });

  it.each([
    ['a record', { 'X-Probe': 'yes', 'Content-Type': 'text/plain', 'X-Unset': undefined }],
    ['a Headers object', new Headers({ 'X-Probe': 'yes', 'Content-Type': 'text/plain' })],
    [
      'pairs',
      [
        ['X-Probe', 'yes'],
        ['Content-Type', 'text/plain'],
      ] as Array<[string, string]>,
    ],
  ])("an endpoint's own headers given as %s go along in lower case, its Content-Type kept", async (_name, headers) => {
    const call = answering(200, '{"code":0}');
    await renderBaseQuery(call)({ url: `${ORIGIN}/api/probe`, method: 'POST', body: 'x', headers }, queryApi(), {});
    const [sent] = call.mock.calls[0];
    expect(sent.headers).toEqual({
      'x-probe': 'yes',
      'content-type': 'text/plain',
      'X-Requested-With': 'XMLHttpRequest',
    });
  });

  it.each([
    ['a 2xx answer', 200, '{"code":0,"result":{"id":7}}'],
    ['an empty 204', 204, ''],
    ['a 404 with its envelope', 404, '{"code":404,"message":"文章不存在或未公开"}'],
    ['a 500 that is not JSON', 500, '<html>oops</html>'],
    ['a 200 that is not JSON', 200, 'not json'],
  ])('%s gives the same result as fetchBaseQuery', async (_name, status, body) => {
    const args = { url: `${ORIGIN}/api/probe` };
    const result = await renderBaseQuery(answering(status, body))(args, queryApi(), {});
    const expected = await throughFetch(args, status, body);
    expect({ data: result.data, error: result.error }).toEqual(expected);
  });

  it('a call that fails is a FETCH_ERROR, as a network failure is for fetch', async () => {
    const call = jest.fn<Promise<RenderApiResponse>, [RenderApiRequest]>(async () => {
      throw new Error('inject failed');
    });
    const result = await renderBaseQuery(call)(`${ORIGIN}/api/config`, queryApi(), {});
    expect(result.error).toEqual({ status: 'FETCH_ERROR', error: 'Error: inject failed' });
  });
});
