import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { DB } from '../../../db/database';
import { badRequest, tooLarge } from '../../../lib/errors';
import { readLimited, readingMultipart, reserveUpload, sniffImage } from '../../upload';

const NOT_IMAGE = '只能上传 jpg、png、gif、webp 格式的图片';
const NO_FILE = '请选择要上传的图片';

/**
 * Reads every `file` part of a multipart request, checks each one (size, sniffed image type) and
 * only then writes them all under random names: one bad file refuses the whole request and leaves
 * nothing behind. Answers the new URLs in the order sent, and a function that removes the files
 * again (when the database write after it fails).
 */
export async function saveUploadedImages(
  request: FastifyRequest,
  db: DB,
  userId: number,
  uploadDir: string,
  maxBytes: number,
): Promise<{ urls: string[]; undo: () => Promise<void> }> {
  if (!request.isMultipart()) throw badRequest(NO_FILE);
  const files: Array<{ name: string; data: Buffer }> = [];
  await readingMultipart(async () => {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw badRequest(`不支持的字段 ${part.fieldname}`);
      const data = await readLimited(part.file, maxBytes);
      if (!data) throw tooLarge(`${part.filename || '图片'} 超过大小限制`);
      if (data.length === 0) continue;
      const kind = sniffImage(data);
      if (!kind) throw badRequest(`${part.filename || '文件'}：${NOT_IMAGE}`);
      files.push({ name: `${crypto.randomBytes(16).toString('hex')}.${kind.ext}`, data });
    }
  });
  if (files.length === 0) throw badRequest(NO_FILE);
  const written: string[] = [];
  const undo = async () => {
    for (const name of written) await fs.rm(path.join(uploadDir, name), { force: true });
  };
  try {
    for (const file of files) {
      await fs.writeFile(path.join(uploadDir, file.name), file.data, { flag: 'wx', mode: 0o644 });
      written.push(file.name);
      // Recorded like every upload (admins have no quota).
      await reserveUpload(db, userId, file.name, file.data.length, null);
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return { urls: files.map((f) => `/uploads/${f.name}`), undo };
}
