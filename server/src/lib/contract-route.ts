import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { Static } from '@sinclair/typebox';
import type { BodyOf, Contract, ParamsOf, QueryOf } from '@protocol/api/contract';
import type { FailureStatus } from '@protocol/api/envelope';
import { TOKEN_SECURITY, failures } from './response-schemas';

// Registers a route from its contract (protocol/api, docs/architecture.md "API contracts"): the
// schemas, OpenAPI tag and summary, the token check and the cache tags all come from the contract;
// the handler stays in its module.

/** The request a contract's handler gets, typed from the contract's schemas. */
export type ContractRequest<C extends Contract> = FastifyRequest<{
  Params: ParamsOf<C>;
  Querystring: QueryOf<C>;
  Body: BodyOf<C>;
}>;

/** A handler answers the contract's 200 envelope (or sends its own reply: files, redirects). */
export type ContractHandler<C extends Contract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<Static<C['response']> | FastifyReply>;

export interface ContractRouteOptions {
  /** Route config besides the contract's cache tags: rate limits, a function `invalidates`, `renderTags`. */
  config?: FastifyContextConfig;
  /** Checks that run after the contract's token check (ownership, quotas). */
  preHandler?: preHandlerAsyncHookHandler[];
  /** A larger body than the app's default allows (an article's text). */
  bodyLimit?: number;
}

/** 401 for a missing token; 403 too where the role is checked. */
const AUTH_FAILURES: Record<Contract['auth'], FailureStatus[]> = { public: [], user: [401], admin: [401, 403] };

/** The failure answers: none for a contract that lists none and needs no token (it cannot fail but by a 500). */
function failuresOf(declared: Contract) {
  const statuses = [...(declared.failures ?? []), ...AUTH_FAILURES[declared.auth]];
  return declared.failures || statuses.length > 0 ? failures(...statuses) : {};
}

export function contractRoute<C extends Contract>(
  app: FastifyInstance,
  declared: C,
  handler: ContractHandler<C>,
  options: ContractRouteOptions = {},
): void {
  const { auth } = declared;
  const check = auth === 'user' ? [app.requireUser] : auth === 'admin' ? [app.requireAdmin] : [];
  const preHandler = [...check, ...(options.preHandler ?? [])];
  app.route({
    method: declared.method,
    url: declared.path,
    schema: {
      tags: [declared.tag],
      summary: declared.summary,
      ...(auth === 'public' ? {} : { security: TOKEN_SECURITY }),
      ...(declared.params && { params: declared.params }),
      ...(declared.querystring && { querystring: declared.querystring }),
      ...(declared.body && { body: declared.body }),
      ...(declared.multipart && { consumes: ['multipart/form-data'] }),
      response: { 200: declared.response, ...failuresOf(declared) },
    },
    config: {
      ...(declared.cache && { cache: { tags: declared.cache } }),
      ...(declared.invalidates && { invalidates: declared.invalidates }),
      ...options.config,
    },
    ...(preHandler.length > 0 && { preHandler }),
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    // The contract's schemas validate the request before the handler runs, so its typed view holds.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
