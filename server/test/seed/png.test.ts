import zlib from 'node:zlib';
import { crc32, encodePng, readPng } from '../../src/lib/png';

/** Undoes the PNG row filters (types 0-4) so the test can compare decoded pixels to the input. */
function decodeRgb(file: Buffer, width: number, height: number): Uint8Array {
  const chunks: Buffer[] = [];
  for (let offset = 8; offset < file.length;) {
    const length = file.readUInt32BE(offset);
    if (file.toString('ascii', offset + 4, offset + 8) === 'IDAT')
      chunks.push(file.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(chunks));
  const stride = width * 3;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const type = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i += 1) {
      const a = i >= 3 ? out[y * stride + i - 3] : 0;
      const b = y > 0 ? out[(y - 1) * stride + i] : 0;
      const c = i >= 3 && y > 0 ? out[(y - 1) * stride + i - 3] : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][type];
      out[y * stride + i] = (raw[y * (stride + 1) + 1 + i] + predicted) & 0xff;
    }
  }
  return out;
}

describe('lib/png', () => {
  it('computes the standard CRC-32 check value', () => {
    expect(crc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
  });

  it('encodes pixels that decode back exactly, with a valid structure', () => {
    const width = 37;
    const height = 23;
    const pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + (i >> 5) * 31) & 0xff;
    const png = encodePng(width, height, pixels);
    expect(readPng(png)).toEqual({ width, height, bitDepth: 8, colourType: 2 });
    expect(Buffer.from(decodeRgb(png, width, height)).equals(Buffer.from(pixels))).toBe(true);
  });

  it('rejects a corrupted file and a wrong-size pixel buffer', () => {
    const png = encodePng(4, 4, new Uint8Array(48).fill(200));
    const broken = Buffer.from(png);
    broken[20] ^= 0xff; // inside IHDR: its CRC no longer matches
    expect(() => readPng(broken)).toThrow(/CRC/);
    expect(() => readPng(Buffer.from('not a png'))).toThrow(/signature/);
    expect(() => encodePng(4, 4, new Uint8Array(10))).toThrow();
  });
});
