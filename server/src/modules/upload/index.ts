// What other modules and server rendering may use of this module (docs/architecture.md "Server layers").
export { sniffImage } from './image-sniff';
export { readLimited } from './read-limited';
export { reserveUpload } from './quota';
export { readingMultipart } from './multipart-errors';
