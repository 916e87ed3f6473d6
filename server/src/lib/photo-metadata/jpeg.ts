import { MalformedImage, isTurned, orientationTiff } from './tiff';

// docs/security.md "Photo metadata": a JPEG is cleaned by walking its segments and copying the
// compressed image data untouched, so the pixels and the file's quality are exactly the upload's.

const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const SOS = 0xda;
const EOI = 0xd9;

const startsWith = (segment: Buffer, text: string) => segment.subarray(4, 4 + text.length).toString('latin1') === text;

function segmentOf(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** JFIF's APP0 without its optional thumbnail (zero thumbnail width and height). */
function jfifWithoutThumbnail(segment: Buffer): Buffer {
  const payload = Buffer.from(segment.subarray(4, 4 + 14));
  if (payload.length < 14) return segment;
  payload[12] = 0;
  payload[13] = 0;
  return segmentOf(0xe0, payload);
}

/**
 * What becomes of one marker segment (marker and length included): kept, rewritten or dropped.
 * Kept: everything that is not metadata (tables, frame and scan headers), JFIF (density), the ICC
 * profile (APP2 `ICC_PROFILE`, possibly in several parts) and Adobe's APP14 (it says how the colour
 * channels are encoded). Dropped: EXIF (GPS, serials, owner, thumbnail), XMP, IPTC/Photoshop
 * (APP13), MPF's extra pictures, comments and every other APPn.
 */
function keptSegment(segment: Buffer, marker: number, exif: { pending: Buffer | null }): Buffer | null {
  if (marker === 0xfe) return null;
  if (marker < 0xe0 || marker > 0xef) return segment;
  if (marker === 0xe0) return startsWith(segment, 'JFIF\0') ? jfifWithoutThumbnail(segment) : null;
  if (marker === 0xe2) return startsWith(segment, 'ICC_PROFILE\0') ? segment : null;
  if (marker === 0xee) return startsWith(segment, 'Adobe') ? segment : null;
  if (marker === 0xe1 && startsWith(segment, 'Exif\0\0') && exif.pending) {
    // The orientation goes where the camera's EXIF was, once.
    const rebuilt = exif.pending;
    exif.pending = null;
    return rebuilt;
  }
  return null;
}

/** Where the entropy-coded data after a scan header ends: the next marker that is not a restart. */
function scanEnd(data: Buffer, from: number): number {
  for (let i = from; i < data.length - 1; i += 1) {
    if (data[i] !== 0xff) continue;
    const next = data[i + 1];
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) continue;
    return i;
  }
  throw new MalformedImage('JPEG scan without an end');
}

/** The JPEG with its metadata removed and, when turned, an EXIF block of its orientation alone. */
export function stripJpeg(data: Buffer, orientation: number | undefined): Buffer {
  if (data[0] !== 0xff || data[1] !== 0xd8) throw new MalformedImage('not a JPEG');
  const exif = {
    pending: isTurned(orientation) ? segmentOf(0xe1, Buffer.concat([EXIF_HEADER, orientationTiff(orientation)])) : null,
  };
  const out: Buffer[] = [data.subarray(0, 2)];
  let pos = 2;
  for (;;) {
    while (data[pos] === 0xff && data[pos + 1] === 0xff) pos += 1; // fill bytes before a marker
    if (pos + 1 >= data.length || data[pos] !== 0xff) throw new MalformedImage('JPEG marker expected');
    const marker = data[pos + 1];
    if (marker === EOI) {
      // Anything after the end of the image (MPF's second pictures, appended files) is left behind.
      out.push(data.subarray(pos, pos + 2));
      break;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      out.push(data.subarray(pos, pos + 2));
      pos += 2;
      continue;
    }
    if (pos + 4 > data.length) throw new MalformedImage('JPEG segment cut off');
    const end = pos + 2 + data.readUInt16BE(pos + 2);
    if (end > data.length) throw new MalformedImage('JPEG segment cut off');
    const kept = keptSegment(data.subarray(pos, end), marker, exif);
    if (kept) out.push(kept);
    if (marker === SOS) {
      const stop = scanEnd(data, end);
      out.push(data.subarray(end, stop));
      pos = stop;
    } else pos = end;
  }
  // EXIF-less (orientation from nowhere, never in practice): after SOI and JFIF, where EXIF belongs.
  if (exif.pending) out.splice(firstAfterJfif(out), 0, exif.pending);
  return Buffer.concat(out);
}

/** Index in `out` right after SOI and a leading JFIF segment (JFIF must come first). */
function firstAfterJfif(out: Buffer[]): number {
  const second = out[1];
  return second && second[1] === 0xe0 ? 2 : 1;
}
