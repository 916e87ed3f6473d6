import { ENCODINGS, type ContentEncoding } from './settings';

/**
 * Picks the encoding for an Accept-Encoding header the way @fastify/compress does: the server's
 * preferred encoding among those with q > 0 (`*` stands for any not named), none when nothing fits.
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return ENCODINGS.find((encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
}
