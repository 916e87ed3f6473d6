import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { API_REFERENCE_FILE, buildApiReference } from '../../src/api-reference';
import { build, type TestContext } from '../helpers';

// Every route declares what it answers: the compiled serializer writes only declared fields, and
// the OpenAPI document at /api/docs is generated from the same schemas.

type Route = Pick<RouteOptions, 'method' | 'url' | 'schema'>;

/** Routes that answer bytes or files no schema describes — each with the reason. */
const NO_JSON_SCHEMA: Array<{ reason: string; matches: (route: Route) => boolean }> = [
  {
    reason: 'WebSocket upgrade (101); the frames are typed in protocol/chatProtocol.ts',
    matches: (r) => r.url === '/ws',
  },
  { reason: 'uploaded images served as files by @fastify/static', matches: (r) => r.url.startsWith('/uploads/') },
  {
    reason: 'Swagger UI: its page, its static assets and the OpenAPI document itself',
    matches: (r) => r.url.startsWith('/api/docs'),
  },
  {
    reason: 'the built SPA (index.html, hashed assets) served as files by @fastify/static',
    matches: (r) => r.schema?.hide === true && path.extname(r.url) !== '',
  },
];

/** Never part of any answer. */
const PRIVATE_FIELDS = ['password', 'password_hash', 'token_version', 'ip', 'ip_address', 'client_ip', 'user_ip'];

const methodsOf = (route: Route) => (Array.isArray(route.method) ? route.method : [route.method]);

/** Builds an app and records every route as it is added. */
async function buildWithRoutes(env: NodeJS.ProcessEnv = {}): Promise<{ ctx: TestContext; routes: Route[] }> {
  const routes: Route[] = [];
  const ctx = await build({
    env,
    instrument: (app) =>
      app.addHook(
        'onRoute',
        (route) => void routes.push({ method: route.method, url: route.url, schema: route.schema }),
      ),
  });
  // HEAD routes are Fastify's automatic copies of GET routes.
  return { ctx, routes: routes.filter((r) => !methodsOf(r).every((m) => m === 'HEAD')) };
}

/** Every property name anywhere in a JSON schema. */
function propertyNames(schema: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((item) => propertyNames(item, out));
  else if (schema && typeof schema === 'object') {
    const record = schema as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object')
      Object.keys(record.properties).forEach((k) => out.add(k));
    Object.values(record).forEach((value) => propertyNames(value, out));
  }
  return out;
}

describe.each([
  ['local music library, with a built SPA', 'local'],
  ['music proxy mode', 'proxy'],
])('response schemas (%s)', (_label, mode) => {
  let ctx: TestContext;
  let routes: Route[];
  let clientDir: string;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>砚</title>');
    fs.writeFileSync(path.join(clientDir, 'main.0123456789abcdef.js'), 'void 0;');
    const env = mode === 'proxy' ? { MUSIC_API_UPSTREAM: 'http://127.0.0.1:9' } : { CLIENT_DIR: clientDir };
    ({ ctx, routes } = await buildWithRoutes(env));
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('every route declares a 2xx response schema, a tag and a Chinese · English summary', () => {
    const missing: string[] = [];
    for (const route of routes) {
      if (NO_JSON_SCHEMA.some((entry) => entry.matches(route))) continue;
      const name = `${methodsOf(route).join(',')} ${route.url}`;
      const schema = route.schema as
        { response?: Record<string, unknown>; tags?: string[]; summary?: string } | undefined;
      const success = methodsOf(route).includes('OPTIONS') ? '204' : '200';
      if (!schema?.response?.[success]) missing.push(`${name}: no ${success} response schema`);
      if (!schema?.tags?.length) missing.push(`${name}: no tag`);
      if (!/[\u4e00-\u9fff].* · [A-Za-z]/.test(schema?.summary ?? ''))
        missing.push(`${name}: no 中文 · English summary`);
    }
    expect(missing).toEqual([]);
    // The walk saw the modules (not an empty list): REST, music and the SPA's files.
    const urls = routes.map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/article/getArticleById/:id',
        '/api/upload/img',
        '/wapi/song/url/v1',
        '/robots.txt',
      ]),
    );
    if (mode === 'local')
      expect(urls).toEqual(expect.arrayContaining(['/wapi/media/audio/:file', '/main.0123456789abcdef.js']));
  });

  it('no response schema names a private field', () => {
    const names = new Set<string>();
    for (const route of routes) propertyNames((route.schema as { response?: unknown } | undefined)?.response, names);
    expect(PRIVATE_FIELDS.filter((field) => names.has(field))).toEqual([]);
    expect(names.has('nick_name')).toBe(true); // the walk reads real schemas
  });
});

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ({ ctx } = await buildWithRoutes());
  }, 60_000);
  afterAll(() => ctx?.close());

  it('is served at /api/docs/json with every module tagged and the token header declared', async () => {
    const res = await ctx.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.token).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Authorization' }),
    );
    const login = doc.paths['/api/user/login'].post;
    expect(login.tags).toEqual(['user']);
    // The token, or (docs/security.md "Second factor") a ticket for the second step or for enrolment.
    const answers = login.responses['200'].content['application/json'].schema.properties.result.anyOf as Array<{
      properties: object;
    }>;
    expect(answers.map((answer) => Object.keys(answer.properties))).toEqual([
      ['token', 'id', 'username', 'role', 'reEnrol'],
      ['needSecondFactor', 'ticket', 'methods'],
      ['needEnrolment', 'ticket'],
    ]);
    expect(doc.paths['/api/notify/getNotifyList'].post.security).toEqual([{ token: [] }]);
    expect(doc.paths['/wapi/media/audio/{file}'].get.responses['200'].content['audio/mpeg'].schema).toEqual({
      type: 'string',
      format: 'binary',
    });
    const tags = new Set(
      Object.values(doc.paths as Record<string, Record<string, { tags: string[] }>>).flatMap((ops) =>
        Object.values(ops).flatMap((op) => op.tags),
      ),
    );
    expect([...tags].sort()).toEqual([
      'account',
      'admin',
      'article',
      'chat',
      'comment',
      'config',
      'feed',
      'like',
      'link',
      'mail',
      'message',
      'music',
      'notify',
      'page-header',
      'photo',
      'resource',
      'series',
      'site',
      'spam',
      'statistic',
      'talk',
      'taxonomy',
      'upload',
      'user',
    ]);
  });

  it('is browsable at /api/docs from local assets under script-src self (no CDN, no inline script)', async () => {
    const page = await ctx.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    const directives = String(page.headers['content-security-policy']).split(/;\s*/);
    expect(directives).toContain("script-src 'self'");
    expect(directives).toContain("script-src-attr 'none'");
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes)?.[1] ?? '';
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const asset = await ctx.app.inject(`/api/docs/${src.replace(/^\.\//, '')}`);
      expect(asset.statusCode).toBe(200);
    }
    expect(page.body).not.toMatch(/(href|src)="(https?:)?\/\//);
  });

  it('docs/api/openapi.json is up to date (npm run docs:api)', async () => {
    const committed: unknown = JSON.parse(fs.readFileSync(API_REFERENCE_FILE, 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(await buildApiReference())));
  }, 60_000);
});
