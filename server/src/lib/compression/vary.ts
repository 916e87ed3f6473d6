import type { FastifyReply } from 'fastify';
import { DYNAMIC_TEXT } from './settings';

/**
 * Adds `accept-encoding` to the answer's `Vary` (once). Every answer of a type we compress has
 * variants, whether or not this one was compressed: the plain form goes to clients that did not ask
 * for br/gzip and to bodies under the threshold. Without it a proxy or CDN in front could hand the
 * compressed form to a client that cannot read it, or the plain one to all (docs/caching.md).
 */
export function varyOnEncoding(reply: FastifyReply): FastifyReply {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current : current === undefined ? [] : [String(current)])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-encoding')) return reply;
  return reply.header('vary', [...values, 'accept-encoding'].join(', '));
}

/** Whether an answer of this content type may be sent compressed (plugins/compression.ts). */
export const hasEncodedVariants = (contentType: unknown): boolean => DYNAMIC_TEXT.test(String(contentType ?? ''));
