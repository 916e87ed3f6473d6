import { stripJpeg } from './jpeg';
import { stripPng } from './png';
import { stripWebp } from './webp';

export { MalformedImage } from './tiff';

/**
 * An image's bytes without personal metadata (docs/security.md "Photo metadata"): no EXIF beyond
 * the orientation (so no GPS, camera serial, owner name or thumbnail), no XMP, IPTC or comments;
 * the ICC profile and the compressed image data are copied unchanged, so nothing is re-encoded.
 * GIFs are returned as they are. Throws MalformedImage when the container cannot be walked.
 */
export function stripPhotoMetadata(data: Buffer, ext: string, orientation: number | undefined): Buffer {
  switch (ext) {
    case 'jpg':
      return stripJpeg(data, orientation);
    case 'png':
      return stripPng(data, orientation);
    case 'webp':
      return stripWebp(data, orientation);
    default:
      return data;
  }
}
