import { MalformedImage, isTurned, orientationTiff } from './tiff';

// docs/security.md "Photo metadata": a WebP is cleaned chunk by chunk (RIFF), the image data
// copied as it is. Only the extended format (VP8X) can carry metadata at all.

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;
/** Chunks that make the picture: the extended header, ICC profile, animation, alpha, image data. */
const KEPT = new Set(['VP8X', 'ICCP', 'ANIM', 'ANMF', 'ALPH', 'VP8 ', 'VP8L']);

function chunk(type: string, payload: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(payload.length, 4);
  return Buffer.concat(payload.length % 2 ? [head, payload, Buffer.alloc(1)] : [head, payload]);
}

/** The WebP without EXIF and XMP chunks and, when turned (extended format), an EXIF chunk of its orientation alone. */
export function stripWebp(data: Buffer, orientation: number | undefined): Buffer {
  if (data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WEBP')
    throw new MalformedImage('not a WebP');
  const riffEnd = Math.min(data.length, 8 + data.readUInt32LE(4));
  const chunks: Buffer[] = [];
  let vp8x: Buffer | null = null;
  for (let pos = 12; pos < riffEnd;) {
    if (pos + 8 > riffEnd) throw new MalformedImage('WebP chunk cut off');
    const size = data.readUInt32LE(pos + 4);
    const end = pos + 8 + size + (size % 2);
    if (pos + 8 + size > riffEnd) throw new MalformedImage('WebP chunk cut off');
    const type = data.toString('latin1', pos, pos + 4);
    if (KEPT.has(type)) {
      const copy = Buffer.from(data.subarray(pos, Math.min(end, riffEnd)));
      if (type === 'VP8X') vp8x = copy;
      chunks.push(copy);
    }
    pos = end;
  }
  if (vp8x) {
    const turned = isTurned(orientation);
    vp8x[8] = (vp8x[8] & ~(VP8X_EXIF | VP8X_XMP)) | (turned ? VP8X_EXIF : 0);
    // The EXIF chunk comes after the image data (WebP container spec).
    if (turned) chunks.push(chunk('EXIF', orientationTiff(orientation)));
  }
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}
