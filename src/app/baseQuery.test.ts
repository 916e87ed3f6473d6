import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeStore } from '@/app/store';
import { createCoreStore, createRootReducer } from '@/app/storeCore';
import { awaitingStorageReducers } from '@/app/storageMark';
import { holdAfterLoadParts } from '@/shared/lib/afterLoadWork';
import { tokenReceived, userInfoLoaded } from '@/features/auth/userSlice';
import { baseApi } from '@/shared/api/baseApi';
import type { ApiTransport } from '@/shared/api/baseQuery';
import { getVisitorId } from '@/shared/lib/visitorId';
import { VISITOR_ID_PATTERN } from '@protocol/interactionRules';

// A probe endpoint so requests go through the real store, middleware and base query.
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, { path: string; timeout?: number }>({
      query: ({ path, timeout }) => ({ url: path, timeout }),
    }),
  }),
});

interface Seen {
  headers: http.IncomingHttpHeaders;
}

describe('baseQuery and the error catalogue (docs/behaviour.md §1.1, §1.3) against a real server', () => {
  let server: http.Server;
  const seen: Seen[] = [];
  let transport: ApiTransport;
  const aimedStore = () => makeStore(undefined, { transport });

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ headers: req.headers });
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const status = Number((req.url ?? '').split('/').pop());
      if (req.url === '/api/ok') return reply(200, { code: 0, result: 1 });
      if (req.url === '/api/tip') return reply(200, { code: 100, message: '博客尚未配置' });
      if (req.url === '/api/refused') return reply(200, { code: 1, message: '用户名已存在' });
      if (req.url === '/api/refused-text') return reply(200, { code: '2', message: '原密码错误' });
      if (req.url === '/api/slow') return void setTimeout(() => reply(200, { code: 0 }), 1000);
      if (req.url?.startsWith('/api/bare/')) return reply(status, {});
      if (req.url?.startsWith('/api/status/')) return reply(status, { code: status, message: `服务器说${status}` });
      reply(404, {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    transport = { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` };
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const run = async (path: string, timeout?: number, runStore = aimedStore()) => {
    const result = await runStore.dispatch(
      probeApi.endpoints.probe.initiate({ path, timeout }, { forceRefetch: true }),
    );
    return { result, store: runStore, notices: runStore.getState().notices.items };
  };

  it('sends the docs/behaviour.md §1.1 headers and the token; success shows nothing', async () => {
    const store = makeStore(undefined, { transport });
    store.dispatch(tokenReceived('tok-123'));
    const { result, notices } = await run('/ok', undefined, store);
    expect(result.data).toEqual({ code: 0, result: 1 });
    expect(notices).toEqual([]);
    const headers = seen[seen.length - 1].headers;
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers['content-type']).toBe('application/json');
    expect(headers.authorization).toBe('tok-123');
    // The anonymous visitor id rides on every call, the same one each time.
    expect(headers['x-visitor-id']).toMatch(VISITOR_ID_PATTERN);
    expect(headers['x-visitor-id']).toBe(getVisitorId());
  });

  it('a call made before the saved login is read waits for it and goes out as the reader', async () => {
    // A server-rendered page before `load`: theme and user carry the not-yet-read mark.
    const { store } = createCoreStore(createRootReducer(awaitingStorageReducers()), undefined, { transport });
    let readSavedState = () => undefined as void;
    holdAfterLoadParts(new Promise<void>((resolve) => (readSavedState = resolve)));
    const before = seen.length;
    const call = run('/ok', undefined, store);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toHaveLength(before);
    // The saved login comes back, then the call leaves with it.
    store.dispatch(tokenReceived('tok-saved'));
    readSavedState();
    expect((await call).result.data).toEqual({ code: 0, result: 1 });
    expect(seen).toHaveLength(before + 1);
    expect(seen[before].headers.authorization).toBe('tok-saved');
  });

  it("shows an amber 温馨提示 for a success body with code '100'", async () => {
    const { result, notices } = await run('/tip');
    expect(result.isSuccess).toBe(true);
    expect(notices).toMatchObject([{ kind: 'warning', title: '温馨提示', message: '博客尚未配置' }]);
  });

  it('makes HTTP 200 with a non-zero code a refusal error {code, message}, shown by no one yet (docs/behaviour.md §1.2)', async () => {
    const { result, notices } = await run('/refused');
    expect(result.isError).toBe(true);
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ status: 'REFUSED', data: { code: 1, message: '用户名已存在' } });
    // The caller says it (useMutationNotice), with its own success and fallback texts.
    expect(notices).toEqual([]);
    const { result: textual } = await run('/refused-text');
    expect(textual.error).toEqual({ status: 'REFUSED', data: { code: 2, message: '原密码错误' } });
  });

  it('a refusal rejects .unwrap() with that error', async () => {
    const store = makeStore(undefined, { transport });
    const pending = store.dispatch(probeApi.endpoints.probe.initiate({ path: '/refused' }, { forceRefetch: true }));
    await expect(pending.unwrap()).rejects.toEqual({ status: 'REFUSED', data: { code: 1, message: '用户名已存在' } });
  });

  it('on 401 shows the server message, clears the user and opens the login dialog', async () => {
    const store = makeStore(undefined, { transport });
    store.dispatch(tokenReceived('tok'));
    store.dispatch(userInfoLoaded({ id: 1, role: 2, nick_name: '墨客', avatar: '' }));
    const { result, notices } = await run('/status/401', undefined, store);
    expect(result.isError).toBe(true);
    expect(notices).toMatchObject([{ kind: 'error', title: '错误提示', message: '服务器说401' }]);
    expect(store.getState().user).toMatchObject({ token: null, userInfo: null, showLogin: true });
  });

  it.each([
    ['/bare/401', 'error', '登录过期'],
    ['/bare/403', 'error', '权限不足'],
    ['/status/404', 'error', '接口没有找到'],
    ['/bare/408', 'warning', '服务端错误'],
    ['/status/429', 'warning', '服务器说429'],
    ['/bare/500', 'error', '服务端错误'],
    ['/status/500', 'error', '服务器说500'],
  ])('%s → %s notice "%s" and a rejected request', async (path, kind, message) => {
    const { result, notices } = await run(path);
    expect(result.isError).toBe(true);
    expect(notices).toMatchObject([{ kind, message }]);
  });

  it('ignores other statuses silently but still fails the request', async () => {
    const { result, notices } = await run('/status/418');
    expect(result.isError).toBe(true);
    expect(notices).toEqual([]);
  });

  it('a timeout rejects cleanly without a notice', async () => {
    const { result, notices } = await run('/slow', 100);
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(notices).toEqual([]);
  });

  it('a network failure rejects cleanly without a notice', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = makeStore(undefined, { transport: { baseUrl: `http://127.0.0.1:${port}/api` } });
    const { result, notices } = await run('/ok', undefined, unreachable);
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(notices).toEqual([]);
  });
});
