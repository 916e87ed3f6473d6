import type { RouteOptions } from 'fastify';
import { CacheTag } from '../../src/lib/cache/tags';
import { build, type TestContext } from '../helpers';

// docs/caching.md: every write route declares the cache tags it drops (`config.invalidates`, `[]`
// when no cached answer shows what it changes); the response cache plugin drops them when the write
// succeeds. This walk fails when a new write route forgets to say.

type Route = Pick<RouteOptions, 'method' | 'url' | 'config'>;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const methodsOf = (route: Route) => (Array.isArray(route.method) ? route.method : [route.method]);
const isWrite = (route: Route) => methodsOf(route).some((method) => !READ_METHODS.has(method));

/** Write-method routes that are not the app's own writes — each with the reason. */
const NOT_OURS: Array<{ reason: string; matches: (route: Route) => boolean }> = [
  {
    reason: 'music proxy mode forwards POSTs to the upstream music API; nothing of ours changes',
    matches: (r) => r.url.startsWith('/wapi/'),
  },
];

describe('write routes and the response cache', () => {
  let ctx: TestContext;
  const routes: Route[] = [];
  beforeAll(async () => {
    ctx = await build({
      env: { MUSIC_API_UPSTREAM: 'http://127.0.0.1:9' },
      instrument: (app) =>
        app.addHook(
          'onRoute',
          (route) => void routes.push({ method: route.method, url: route.url, config: route.config }),
        ),
    });
  }, 60_000);
  afterAll(() => ctx?.close());

  it('every write route declares the cache tags it invalidates', () => {
    const writes = routes.filter((route) => isWrite(route) && !NOT_OURS.some((entry) => entry.matches(route)));
    const missing = writes
      .filter((route) => route.config?.invalidates === undefined)
      .map((route) => `${methodsOf(route).join(',')} ${route.url}`);
    expect(missing).toEqual([]);
    // The walk saw the writes of the modules (not an empty list).
    expect(writes.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/admin/article', '/api/comment/add', '/api/user/register']),
    );
  });

  it('declares only known tags', () => {
    const known = new Set<string>(Object.values(CacheTag));
    const unknown = routes.flatMap((route) => {
      const declared = route.config?.invalidates;
      return Array.isArray(declared)
        ? declared.filter((tag) => !known.has(tag)).map((tag) => `${route.url}: ${tag}`)
        : [];
    });
    expect(unknown).toEqual([]);
  });
});
