// Response schemas shared by every module. The envelope schemas live with the API contracts
// (protocol/api/envelope.ts); what only the server says about an answer stays here.
export {
  EmptyEnvelope,
  Envelope,
  ErrorEnvelope,
  Page,
  Paged,
  failures,
  type FailureStatus,
} from '@protocol/api/envelope';

/**
 * Bytes (audio, images, text files): OpenAPI `type: string, format: binary` per media type. The
 * serializer never runs for a Buffer, stream or string payload, so this only documents the answer.
 */
export function binary(mediaTypes: string[], description: string) {
  const content: Record<string, { schema: { type: 'string'; format: 'binary' } }> = {};
  for (const type of mediaTypes) content[type] = { schema: { type: 'string', format: 'binary' } };
  return { description, content };
}

/** The header of routes behind requireUser / requireAdmin, as declared in plugins/openapi.ts. */
export const TOKEN_SECURITY = [{ token: [] }];
