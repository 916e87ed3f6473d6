// What other modules and server rendering may use of this module (docs/architecture.md "Server layers").
export { sniffImage } from './image-sniff';
export { readLimited } from './read-limited';
export { reserveUpload } from './quota';
export {
  checkImage,
  cleanStoredImage,
  hasVariants,
  makeVariants,
  storeImage,
  variantFilesOf,
  type CheckedImage,
} from './image-pipeline';
export { default as imageVariantsPlugin, IMAGE_VARIANTS_PLUGIN } from './variants-plugin';
export type { VariantQueue } from './variant-queue';
export { readingMultipart } from './multipart-errors';
export { DELETE_GRACE_MS, type UploadFiles } from './upload-grace';
export { default as uploadSweeperPlugin } from './sweeper';
export { isUploadReferenced, removeReplacedUploads, removeUnreferencedUploads, uploadNamesIn } from './references';
