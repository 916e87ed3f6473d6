// docs/security.md "Photo metadata": the only EXIF an original keeps is its orientation, rebuilt
// from scratch rather than filtered out of the camera's block, so nothing else can ride along.

/** EXIF Orientation values other than 1 (upright), the ones worth writing. */
export const isTurned = (orientation: number | undefined): orientation is number =>
  orientation !== undefined && Number.isInteger(orientation) && orientation >= 2 && orientation <= 8;

/**
 * A little-endian TIFF structure with one IFD holding one entry, Orientation (0x0112, SHORT): the
 * payload of PNG's eXIf and WebP's EXIF chunks, and of JPEG's APP1 after its `Exif\0\0` header.
 */
export function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4); // the first IFD follows the header
  tiff.writeUInt16LE(1, 8); // one entry
  tiff.writeUInt16LE(0x0112, 10);
  tiff.writeUInt16LE(3, 12); // SHORT
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  // bytes 22-25 stay 0: no next IFD, so no IFD1 and no embedded thumbnail
  return tiff;
}

/** Thrown for a container whose structure cannot be walked; the caller answers it as a broken image. */
export class MalformedImage extends Error {}
