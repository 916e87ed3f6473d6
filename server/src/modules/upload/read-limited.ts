import type { Readable } from 'node:stream';

/** The file stream of a multipart part; busboy sets `truncated` when it dropped bytes past the limit. */
export type PartStream = Readable & { truncated?: boolean };

/**
 * Reads a whole upload, or null when it is larger than `maxBytes`. The multipart parser is given a
 * limit of maxBytes + 1, so an oversized file always delivers more than maxBytes bytes here or ends
 * `truncated`; both are checked after the stream has ENDED. (Checking `truncated` per chunk, as the
 * parser's toBuffer() does, misses a truncation flagged after the last chunk was already read, and a
 * file cut to exactly the limit was then stored as a success.) The rest of an oversized file is
 * drained, not buffered.
 */
export async function readLimited(stream: PartStream, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total <= maxBytes) chunks.push(chunk);
  }
  if (total > maxBytes || stream.truncated) return null;
  return Buffer.concat(chunks, total);
}
