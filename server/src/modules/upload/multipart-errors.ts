import { AppError, badRequest } from '../../lib/errors';

/** The answer to a multipart body the parser cannot read (docs/security.md, bad input). */
export const BAD_MULTIPART = '上传内容格式不正确';

/**
 * Runs the part of an upload that reads the multipart body. The parser throws plain errors for a
 * client's malformed body (no boundary, a cut-off body, odd part headers: `Multipart: Boundary not
 * found`, `Unexpected end of form`, a TypeError inside the header parser); those are the client's
 * mistake, a 400, never a 500. Our own refusals and the parser's limits (413, with a status) pass.
 */
export async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw badRequest(BAD_MULTIPART);
  }
}
