import { makeStore } from '@/app/store';
import { baseApi } from '@/shared/api/baseApi';
import { OFFLINE_WRITE_TEXT } from '@/shared/lib/network';

// docs/behaviour.md §12.4: a write that never reaches the server (offline: nothing listens on the
// port) says so in Chinese; a read that fails the same way stays silent (pages show their own state).
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    offlineRead: build.query<unknown, void>({ query: () => '/article/getHotArticle' }),
    offlineWrite: build.mutation<unknown, string>({
      query: (text) => ({ url: '/comment/add', method: 'POST', body: { content: text } }),
    }),
  }),
});

describe('writes without the network', () => {
  // Port 9 (discard) on loopback: the connection is refused, as a fetch is when offline.
  const offline = () => makeStore(undefined, { transport: { baseUrl: 'http://127.0.0.1:9/api' } });

  it('a write fails with the offline notice', async () => {
    const store = offline();
    const result = await store.dispatch(probeApi.endpoints.offlineWrite.initiate('写好的评论'));
    expect('error' in result && result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(store.getState().notices.items.map((n) => n.message)).toEqual([OFFLINE_WRITE_TEXT]);
  });

  it('a read fails without a notice', async () => {
    const store = offline();
    const result = await store.dispatch(probeApi.endpoints.offlineRead.initiate());
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(store.getState().notices.items).toEqual([]);
  });
});
