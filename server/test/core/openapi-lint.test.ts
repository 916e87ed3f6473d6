import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_REFERENCE_FILE } from '../../src/api-reference';
import { operationIdOf } from '../../src/plugins/openapi-finish';

// The committed API document (kept equal to the live one by response-schemas.test.ts) passes
// Redocly's recommended rules with no error and no warning: the same script `npm run lint` runs.
const SCRIPT = path.resolve(__dirname, '..', '..', '..', 'scripts', 'lint-openapi.mjs');
const lint = (file: string) => spawnSync(process.execPath, [SCRIPT, file], { encoding: 'utf8' });

type Operation = {
  operationId?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, unknown>;
};
type Document = { paths: Record<string, Record<string, Operation>>; servers?: unknown[]; info: { license?: object } };

describe('the API document under a standard OpenAPI linter', () => {
  const document = JSON.parse(fs.readFileSync(API_REFERENCE_FILE, 'utf8')) as Document;

  it('has no problem at all under Redocly recommended', () => {
    const result = lint(API_REFERENCE_FILE);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);

  it('fails the lint when an operation loses its operationId or its 4xx answer', () => {
    const broken = structuredClone(document);
    const first = Object.values(broken.paths)[0];
    const operation = Object.values(first)[0];
    delete operation.operationId;
    for (const status of Object.keys(operation.responses))
      if (status.startsWith('4')) delete operation.responses[status];
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-')), 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(broken));
    const result = lint(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/operation-operationId/);
    expect(result.stderr).toMatch(/operation-4xx-response/);
  }, 60_000);

  it('every operation says its security and who may call it, has an id and a 4xx; no wildcard leaks a parameter named *', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(document.info.license).toBeDefined();
    for (const [route, item] of Object.entries(document.paths)) {
      expect(route).not.toContain('*');
      for (const [method, operation] of Object.entries(item)) {
        expect([route, method, Array.isArray(operation.security)]).toEqual([route, method, true]);
        expect(operation.operationId).toBeTruthy();
        // Spectral's oas ruleset (operation-description) asks for one; ours says who may call.
        const who = operation.tags?.includes('admin')
          ? /仅管理员/
          : operation.security?.length
            ? /需要登录/
            : /无需登录/;
        expect([route, method, operation.description]).toEqual([route, method, expect.stringMatching(who)]);
        expect(Object.keys(operation.responses).some((status) => status.startsWith('4'))).toBe(true);
      }
    }
  });

  it('derives operation ids from the method and the path', () => {
    expect(operationIdOf('post', '/api/article/getArticleList')).toBe('postApiArticleGetArticleList');
    expect(operationIdOf('get', '/wapi/media/cover/album/{file}')).toBe('getWapiMediaCoverAlbumByFile');
    expect(operationIdOf('delete', '/api/comment/{id}/{parent_id}')).toBe('deleteApiCommentByIdByParentId');
  });
});
