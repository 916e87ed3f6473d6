import type { TSchema } from '@sinclair/typebox';
import { TOKEN_SECURITY, failures, type FailureStatus } from '../../../lib/response-schemas';

/**
 * An admin route still declared by hand (the article routes; every other area registers from its
 * contract in protocol/api/admin*.ts): one tag in the OpenAPI document, the token header, and
 * 401/403 besides its own.
 */
export function adminSchema<T extends Record<string, unknown>>(
  summary: string,
  parts: T & { response: Record<number, TSchema> },
  ...statuses: FailureStatus[]
) {
  return {
    tags: ['admin'],
    summary,
    security: TOKEN_SECURITY,
    ...parts,
    response: { ...parts.response, ...failures(400, 401, 403, ...statuses) },
  };
}

export {
  Count,
  Created,
  IdListBody,
  IdParams,
  ImageUrl,
  Keyword,
  PublicStatus,
  QueryPaging,
  TopFlag,
  WebUrl,
} from '@protocol/api/adminSchemas';
