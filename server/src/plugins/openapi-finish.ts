import type { OpenAPIV3 } from 'openapi-types';

// What every operation of the API document says beyond its route's own schema, added once to the
// finished document so no route can forget it (docs/api/README.md "Linting"): an operationId, its
// security (none unless the route asks for a token), a description saying who may call it, at least
// one 4xx answer, and a named path parameter where a route ends in a wildcard.

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The name a wildcard (`*`) path parameter gets in the document: the rest of the path. */
export const WILDCARD_PARAMETER = 'path';

/** Every request can fail on the way in (a malformed URL or body, an unknown path): 4XX envelope. */
const MALFORMED_REQUEST: OpenAPIV3.ResponseObject = {
  description: '请求有误（网址或内容不合法） · Malformed request',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['code', 'message'],
        properties: { code: { type: 'integer' }, message: { type: 'string' } },
      },
    },
  },
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `post /api/article/getArticleList` → `postApiArticleGetArticleList`; `{id}` → `ById`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      const parts = (parameter ? parameter[1] : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return parameter ? ['By', ...parts.map(capitalised)] : parts.map(capitalised);
    });
  return `${method}${words.join('')}`;
}

function nameWildcard(path: string, item: OpenAPIV3.PathItemObject): [string, OpenAPIV3.PathItemObject] {
  if (!path.includes('{*}')) return [path, item];
  for (const method of METHODS) {
    for (const parameter of (item[method]?.parameters ?? []) as OpenAPIV3.ParameterObject[]) {
      if (parameter.in === 'path' && parameter.name === '*') {
        parameter.name = WILDCARD_PARAMETER;
        parameter.description = '余下的路径 · The rest of the path';
      }
    }
  }
  return [path.replace('{*}', `{${WILDCARD_PARAMETER}}`), item];
}

/** Who may call an operation, read from its security and tag (admin routes check the role too). */
function audienceOf(operation: OpenAPIV3.OperationObject): string {
  const needsToken = (operation.security ?? []).length > 0;
  if (!needsToken) return '无需登录 · No token needed';
  if (operation.tags?.includes('admin'))
    return "仅管理员：管理员的 Bearer 令牌 · Admins only (an admin's Bearer token)";
  return '需要登录：Bearer 令牌 · Signed-in users (Bearer token)';
}

/** A copy (a route answering GET and POST shares one operation object between both methods). */
function finishOperation(
  method: string,
  path: string,
  operation: OpenAPIV3.OperationObject,
): OpenAPIV3.OperationObject {
  const hasClientError = Object.keys(operation.responses ?? {}).some((status) => status.startsWith('4'));
  return {
    ...operation,
    operationId: operation.operationId ?? operationIdOf(method, path),
    // No declared security means the route takes no token (a token, when sent, is optional there).
    security: operation.security ?? [],
    description: operation.description ?? audienceOf(operation),
    responses: hasClientError ? operation.responses : { ...operation.responses, '4XX': MALFORMED_REQUEST },
  };
}

/** The document @fastify/swagger built, with the rules above applied to every operation. */
export function finishDocument(document: Partial<OpenAPIV3.Document>): Partial<OpenAPIV3.Document> {
  const paths: OpenAPIV3.PathsObject = {};
  for (const [rawPath, rawItem] of Object.entries(document.paths ?? {})) {
    if (!rawItem) continue;
    const [path, item] = nameWildcard(rawPath, rawItem);
    const finished: OpenAPIV3.PathItemObject = { ...item };
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) finished[method] = finishOperation(method, path, operation);
    }
    paths[path] = finished;
  }
  return { ...document, paths };
}
