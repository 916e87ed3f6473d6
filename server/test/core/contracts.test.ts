import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { apiContracts } from '@protocol/api';
import type { Contract } from '@protocol/api/contract';
import { build, type TestContext } from '../helpers';

// One contract per endpoint (docs/architecture.md "API contracts"): the server registers every /api
// route from protocol/api, and every client endpoint names a contract there. `tsc` checks each
// named endpoint's path, method, body and result against its contract; this test checks that
// none is missing on either side. The desk's generic table endpoints name theirs through one table,
// DESK_TABLES (src/features/admin/desk/deskTables.ts): `deskRequest(area, 'op')` names the contract
// of `op` in every area.

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** Server routes still declared by hand in their module, by path prefix (shrinks as modules move). */
const NOT_YET_CONTRACTS: string[] = [];
const DESK_TABLES = 'src/features/admin/desk/deskTables.ts';

const contracts = new Map<string, Contract>(
  Object.entries(apiContracts).flatMap(([domain, endpoints]) =>
    Object.entries(endpoints as Record<string, Contract>).map(([name, c]) => [`${domain}.${name}`, c] as const),
  ),
);
const keyOf = (method: string, url: string) => `${method} ${url}`;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
const clientFiles = sourceFiles(path.join(ROOT, 'src')).map((file) => path.relative(ROOT, file));
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** Every `op: 'domain.name'` entry of the desk's table. */
const deskEntries = [...read(DESK_TABLES).matchAll(/(\w+): '(\w+\.\w+)'/g)].map(([, op, name]) => ({ op, name }));

/** Each `name: build.query…` of an endpoint file, with the contracts its definition names. */
function endpointsOf(file: string): Array<{ endpoint: string; named: string[] }> {
  const text = read(file);
  const starts = [...text.matchAll(/(\w+): build\.(?:query|mutation|infiniteQuery)\b/g)];
  return starts.map((match, i) => {
    const chunk = text.slice(match.index, starts[i + 1]?.index ?? text.length);
    const named = [...chunk.matchAll(/(?:request\(|Result<|Answer<)'([\w.]+)'/g)].map((m) => m[1]);
    for (const [, op] of chunk.matchAll(/deskRequest\(\w+, '(\w+)'/g)) {
      named.push(...deskEntries.filter((entry) => entry.op === op).map((entry) => entry.name));
    }
    return { endpoint: `${file} ${match[1]}`, named };
  });
}

describe('API contracts', () => {
  let ctx: TestContext;
  const routes: Array<Pick<RouteOptions, 'method' | 'url' | 'schema'>> = [];
  beforeAll(async () => {
    ctx = await build({
      instrument: (app) =>
        app.addHook(
          'onRoute',
          (route) => void routes.push({ method: route.method, url: route.url, schema: route.schema }),
        ),
    });
  }, 60_000);
  afterAll(() => ctx?.close());

  it('the server registers every contract, from the contract', () => {
    const registered = new Map(routes.map((r) => [keyOf(String(r.method), r.url), r]));
    const missing: string[] = [];
    for (const [name, c] of contracts) {
      const route = registered.get(keyOf(c.method, c.path));
      const response = (route?.schema as { response?: Record<number, unknown> } | undefined)?.response;
      if (response?.[200] !== c.response) missing.push(`${name}: ${c.method} ${c.path}`);
    }
    expect(missing).toEqual([]);
    expect(contracts.size).toBeGreaterThan(5);
  });

  it('every /api route has a contract', () => {
    const declared = new Set([...contracts.values()].map((c) => keyOf(c.method, c.path)));
    const api = routes.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
    );
    const bare = api.filter((r) => !declared.has(keyOf(String(r.method), r.url)));
    const unlisted = bare.filter((r) => !NOT_YET_CONTRACTS.some((prefix) => r.url.startsWith(prefix)));
    expect(unlisted.map((r) => `${String(r.method)} ${r.url}`)).toEqual([]);
    // A prefix leaves the list once its module is converted.
    const converted = NOT_YET_CONTRACTS.filter((prefix) => !bare.some((r) => r.url.startsWith(prefix)));
    expect(converted).toEqual([]);
  });

  it('every client endpoint names a known contract, and one contract throughout', () => {
    const endpointFiles = clientFiles.filter((file) => read(file).includes('.injectEndpoints('));
    const problems: string[] = [];
    for (const file of endpointFiles) {
      for (const { endpoint, named } of endpointsOf(file)) {
        if (named.length === 0) problems.push(`${endpoint}: names no contract`);
        for (const name of named) if (!contracts.has(name)) problems.push(`${endpoint}: unknown contract ${name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("every contract the desk's table names exists", () => {
    const unknown = deskEntries.filter(({ name }) => !contracts.has(name)).map(({ op, name }) => `${op}: ${name}`);
    expect(unknown).toEqual([]);
    // Every area's list at least (src/features/admin/desk/deskTables.ts).
    expect(deskEntries.filter(({ op }) => op === 'list').length).toBeGreaterThan(10);
  });

  it('the client imports protocol/api as types only (no TypeBox in the browser)', () => {
    const valueImports = clientFiles.filter((file) =>
      /^(?:import|export)\s+(?!type\b)[^;]*from '@protocol\/api(?:\/[\w]+)?';/m.test(read(file)),
    );
    expect(valueImports).toEqual([]);
  });
});
