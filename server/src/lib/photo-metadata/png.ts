import zlib from 'node:zlib';
import { MalformedImage, isTurned, orientationTiff } from './tiff';

// docs/security.md "Photo metadata": a PNG is cleaned chunk by chunk; the image data (IDAT, and
// APNG's frames) is copied as it is, so nothing is decoded or compressed again.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Chunks that say how to show the pixels: critical ones, transparency, colour (gamma, chromaticities,
 * sRGB, ICC profile, CICP and HDR data), significant bits, background, density, APNG animation.
 * Everything else goes: eXIf (rebuilt with the orientation alone), tEXt/zTXt/iTXt (XMP, author,
 * comments), tIME, and any private chunk.
 */
const KEPT = new Set([
  'IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'cICP', 'mDCV', 'mDCv',
  'cLLI', 'cLLi', 'sBIT', 'bKGD', 'hIST', 'pHYs', 'acTL', 'fcTL', 'fdAT',
]); // prettier-ignore

function chunk(type: string, payload: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(payload.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(payload, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, payload, crc]);
}

/** The PNG with only the chunks above and, when turned, an eXIf chunk of its orientation alone. */
export function stripPng(data: Buffer, orientation: number | undefined): Buffer {
  if (!data.subarray(0, 8).equals(SIGNATURE)) throw new MalformedImage('not a PNG');
  const out: Buffer[] = [SIGNATURE];
  let pos = 8;
  for (;;) {
    if (pos + 12 > data.length) throw new MalformedImage('PNG chunk cut off');
    const end = pos + 12 + data.readUInt32BE(pos);
    if (end > data.length) throw new MalformedImage('PNG chunk cut off');
    const type = data.toString('latin1', pos + 4, pos + 8);
    if (KEPT.has(type)) out.push(data.subarray(pos, end));
    // eXIf must come before the image data: right after the header.
    if (type === 'IHDR' && isTurned(orientation)) out.push(chunk('eXIf', orientationTiff(orientation)));
    if (type === 'IEND') break;
    pos = end;
  }
  return Buffer.concat(out);
}
