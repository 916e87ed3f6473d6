import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { convertUploads } from '../../src/cli/convert-images';
import { createUser, useTestApp } from '../helpers';
import { multipartBody } from './raw-http';

/**
 * Attack 29: a reader saves a photo from the blog and reads where it was taken. The original of an
 * upload was stored and served byte for byte, EXIF GPS block, camera serial and owner included.
 * Now the stored original keeps only its orientation and colour profile (docs/security.md "Photo
 * metadata"), with the same pixels; `npm run images:convert` cleans the ones stored before.
 */
describe('attack 29: photo metadata published with the original', () => {
  const ctx = useTestApp();
  const SECRETS = ['SN-12345678', 'Zhang San', 'Canon', 'Lens-0042'];

  /** A camera photo: turned (orientation 6), Display P3, GPS, serials, owner, XMP. */
  async function cameraPhoto(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
    const picture = sharp({ create: { width: 64, height: 48, channels: 3, background: '#c82a5a' } }).composite([
      { input: Buffer.from('<svg width="30" height="20"><rect width="30" height="20" fill="#2c8"/></svg>') },
    ]);
    return picture[format]()
      .withExif({
        IFD0: { Artist: 'Zhang San', Copyright: 'Zhang San', Make: 'Canon', Model: 'EOS R5' },
        IFD2: { BodySerialNumber: 'SN-12345678', CameraOwnerName: 'Zhang San', LensSerialNumber: 'Lens-0042' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '31/1 14/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '121/1 28/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .withIccProfile('p3')
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>Zhang San</dc:creator></x:xmpmeta>')
      .toBuffer();
  }

  /** The tags of the first IFD of a TIFF block (after JPEG's `Exif\0\0`), and whether a second (thumbnail) IFD follows. */
  function exifTags(exif: Buffer): { tags: number[]; nextIfd: number } {
    const tiff = exif.subarray(0, 4).toString('latin1') === 'Exif' ? exif.subarray(6) : exif;
    const le = tiff.toString('latin1', 0, 2) === 'II';
    const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
    const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
    const ifd = u32(4);
    const count = u16(ifd);
    const tags = Array.from({ length: count }, (_, i) => u16(ifd + 2 + i * 12));
    return { tags, nextIfd: u32(ifd + 2 + count * 12) };
  }

  async function expectClean(stored: Buffer, original: Buffer) {
    for (const secret of SECRETS) expect(stored.includes(secret)).toBe(false);
    const meta = await sharp(stored).metadata();
    const before = await sharp(original).metadata();
    expect(before.exif && exifTags(before.exif).tags).toContain(0x8825); // the GPS IFD was there
    expect(meta.orientation).toBe(6);
    expect(meta.icc?.equals(before.icc ?? Buffer.alloc(0))).toBe(true);
    expect(meta.xmp).toBeUndefined();
    expect(meta.exif && exifTags(meta.exif)).toEqual({ tags: [0x0112], nextIfd: 0 });
    // Not re-encoded: every pixel is the upload's.
    const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
    expect((await pixels(stored)).equals(await pixels(original))).toBe(true);
  }

  it.each(['jpeg', 'png', 'webp'] as const)('stores and serves an uploaded %s without them', async (format) => {
    const user = await createUser(ctx, { username: `camera${format}` });
    const original = await cameraPhoto(format);
    const { body, headers } = multipartBody('file', `photo.${format}`, `image/${format}`, original);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/img',
      payload: body,
      headers: { ...headers, authorization: user.token },
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().result.url;
    const stored = fs.readFileSync(path.join(ctx.config.uploadDir, path.basename(url)));
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.rawPayload.equals(stored)).toBe(true);
    await expectClean(stored, original);
  });

  it('cleans an original stored before (npm run images:convert), under its old name', async () => {
    const original = await cameraPhoto('jpeg');
    const name = '0123456789abcdef0123456789abcdef.jpg';
    const file = path.join(ctx.config.uploadDir, name);
    fs.writeFileSync(file, original);
    const report = await convertUploads(ctx.app.storage);
    expect(report.failed).toEqual([]);
    expect(report.cleaned).toBe(1);
    await expectClean(fs.readFileSync(file), original);
    expect((await convertUploads(ctx.app.storage)).cleaned).toBe(0);
  });
});
