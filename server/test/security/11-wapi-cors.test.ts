import { build, type TestContext } from '../helpers';

/**
 * Attack 11: /wapi answered every Origin with itself; an operator could not pin it. The music
 * contract's CORS_ALLOW_ORIGIN fixes the allowed origin; unset, the default stays (echo, else '*').
 */
describe('/wapi CORS', () => {
  let pinned: TestContext;
  let open: TestContext;
  beforeAll(async () => {
    [pinned, open] = await Promise.all([build({ env: { CORS_ALLOW_ORIGIN: 'https://blog.example.com' } }), build()]);
  });
  afterAll(async () => {
    await Promise.all([pinned.close(), open.close()]);
  });

  it('CORS_ALLOW_ORIGIN replaces the echoed Origin, on answers and preflights', async () => {
    const answer = await pinned.app.inject({
      url: '/wapi/toplist/detail',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(answer.headers['access-control-allow-origin']).toBe('https://blog.example.com');
    expect(answer.headers['access-control-allow-credentials']).toBe('true');
    const preflight = await pinned.app.inject({
      method: 'OPTIONS',
      url: '/wapi/song/url/v1',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://blog.example.com');
  });

  it('unset, the request Origin is echoed, and * without one', async () => {
    const echoed = await open.app.inject({
      url: '/wapi/toplist/detail',
      headers: { origin: 'https://reader.example.org' },
    });
    expect(echoed.headers['access-control-allow-origin']).toBe('https://reader.example.org');
    expect(echoed.headers.vary).toMatch(/Origin/);
    const none = await open.app.inject({ url: '/wapi/toplist/detail' });
    expect(none.headers['access-control-allow-origin']).toBe('*');
    // helmet's same-origin resource policy would block a cross-origin cover or audio element.
    expect(none.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
