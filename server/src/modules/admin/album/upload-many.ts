import type { FastifyRequest } from 'fastify';
import type { DB } from '../../../db/database';
import type { ObjectStorage } from '../../../lib/storage';
import { badRequest, tooLarge } from '../../../lib/errors';
import {
  checkImage,
  hasVariants,
  readLimited,
  readingMultipart,
  reserveUpload,
  storeImage,
  variantFilesOf,
  type CheckedImage,
} from '../../upload';

const NO_FILE = '请选择要上传的图片';

/**
 * Reads every `file` part of a multipart request, checks each one (size, sniffed type, decoded
 * whole) and only then writes them all under their content names: one bad file refuses the whole
 * request and leaves nothing behind. Answers the new URLs in the order sent, and a function that
 * removes the files it added (when the database write after it fails); their variants are queued.
 */
export async function saveUploadedImages(
  request: FastifyRequest,
  db: DB,
  userId: number,
  storage: ObjectStorage,
  maxBytes: number,
): Promise<{ urls: string[]; undo: () => Promise<void> }> {
  if (!request.isMultipart()) throw badRequest(NO_FILE);
  const files: CheckedImage[] = [];
  await readingMultipart(async () => {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw badRequest(`不支持的字段 ${part.fieldname}`);
      const data = await readLimited(part.file, maxBytes);
      if (!data) throw tooLarge(`${part.filename || '图片'} 超过大小限制`);
      if (data.length === 0) continue;
      files.push(await checkImage(data, `${part.filename || '文件'}：`));
    }
  });
  if (files.length === 0) throw badRequest(NO_FILE);
  const written: string[] = [];
  const undo = async () => {
    for (const name of written) for (const file of [name, ...variantFilesOf(name)]) await storage.delete(file);
  };
  try {
    for (const file of files) {
      // An image stored before (the same bytes) is not ours to remove on undo.
      if (await storeImage(storage, file)) written.push(file.name);
      // Recorded like every upload (admins have no quota).
      await reserveUpload(db, userId, file.name, file.data.length, null);
    }
  } catch (error) {
    await undo();
    throw error;
  }
  for (const file of files) if (hasVariants(file.name)) request.server.imageVariants.enqueue(file.name);
  return { urls: files.map((f) => `/uploads/${f.name}`), undo };
}
