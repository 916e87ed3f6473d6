import zlib from 'node:zlib';

// A dependency-free PNG codec for the images the seed generates at first start (no image library is
// installed, and the demo must work offline). Truecolour RGB, 8 bits per channel, per-row adaptive
// filtering so smooth gradients compress well. `readPng` exists so tests can prove a file is valid.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 as PNG chunks use it (ISO 3309 polynomial). */
export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i += 1) c = CRC_TABLE[(c ^ data[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

// Per-byte helpers avoid Math.*: under Jest's vm context every Math call is several times slower.
const abs = (v: number) => (v < 0 ? -v : v);

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = abs(p - a);
  const pb = abs(p - b);
  const pc = abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Filters one row with None/Sub/Up/Paeth and keeps the one with the smallest absolute sum (PNG specification, section 12.8). */
function filterRow(
  pixels: Uint8Array,
  rowStart: number,
  prevStart: number,
  stride: number,
  out: Buffer,
  outStart: number,
): void {
  let best = 0;
  let bestScore = Infinity;
  const candidate = Buffer.alloc(stride);
  for (const type of [0, 1, 2, 4]) {
    let score = 0;
    for (let i = 0; i < stride; i += 1) {
      const x = pixels[rowStart + i];
      const a = i >= 3 ? pixels[rowStart + i - 3] : 0;
      const b = prevStart >= 0 ? pixels[prevStart + i] : 0;
      const c = i >= 3 && prevStart >= 0 ? pixels[prevStart + i - 3] : 0;
      const predicted = type === 0 ? 0 : type === 1 ? a : type === 2 ? b : paeth(a, b, c);
      const v = (x - predicted) & 0xff;
      candidate[i] = v;
      score += v < 128 ? v : 256 - v;
    }
    if (score < bestScore) {
      bestScore = score;
      best = type;
      out[outStart] = type;
      candidate.copy(out, outStart + 1);
    }
  }
  out[outStart] = best;
}

/** Encodes `pixels` (RGB, row-major, width × height × 3 bytes) as a PNG file. */
export function encodePng(width: number, height: number, pixels: Uint8Array): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`invalid PNG size ${width}x${height}`);
  }
  const stride = width * 3;
  if (pixels.length !== stride * height) throw new Error('pixel buffer does not match the PNG size');
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    filterRow(pixels, y * stride, y > 0 ? (y - 1) * stride : -1, stride, raw, y * (stride + 1));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour RGB
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface PngInfo {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
}

/**
 * Parses and checks a PNG: signature, every chunk's CRC, IHDR first, IEND last, and that the
 * inflated image data has exactly one filter byte plus one row of pixels per line.
 * Throws on any defect.
 */
export function readPng(file: Buffer): PngInfo {
  if (file.length < 8 || !file.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG signature');
  let offset = 8;
  let info: PngInfo | null = null;
  const idat: Buffer[] = [];
  let ended = false;
  while (offset < file.length) {
    if (offset + 12 > file.length) throw new Error('truncated chunk');
    const length = file.readUInt32BE(offset);
    const type = file.toString('ascii', offset + 4, offset + 8);
    const end = offset + 8 + length;
    if (end + 4 > file.length) throw new Error(`truncated ${type} chunk`);
    if (crc32(file.subarray(offset + 4, end)) !== file.readUInt32BE(end)) throw new Error(`bad CRC in ${type}`);
    const data = file.subarray(offset + 8, end);
    if (!info && type !== 'IHDR') throw new Error('IHDR must come first');
    if (type === 'IHDR') {
      info = { width: data.readUInt32BE(0), height: data.readUInt32BE(4), bitDepth: data[8], colourType: data[9] };
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      ended = true;
      offset = end + 4;
      break;
    }
    offset = end + 4;
  }
  if (!info || !ended || offset !== file.length) throw new Error('missing IHDR/IEND or trailing bytes');
  const channels = info.colourType === 2 ? 3 : info.colourType === 6 ? 4 : info.colourType === 0 ? 1 : 0;
  if (!channels || info.bitDepth !== 8) throw new Error('unsupported PNG format');
  const raw = zlib.inflateSync(Buffer.concat(idat));
  if (raw.length !== (info.width * channels + 1) * info.height) throw new Error('image data size mismatch');
  return info;
}
