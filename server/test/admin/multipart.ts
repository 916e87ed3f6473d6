import { encodePng } from '../fixtures/png';

/** A tiny valid PNG. */
export const PNG = encodePng(1, 1, new Uint8Array([255, 0, 0]));

/** A multipart/form-data body with several parts, as a browser's FormData with many files. */
export function multipartFiles(parts: Array<{ field: string; filename: string; type: string; content: Buffer }>) {
  const boundary = '----inkstone-admin-test';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
      ),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
