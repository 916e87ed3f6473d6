import crypto from 'node:crypto';
import fs from 'node:fs';

/**
 * Writes a file whole or not at all, even when several processes write the same shared folder at
 * once (docs/architecture.md "Scale-out"): the bytes go to a temporary name beside the target and
 * are renamed over it, so a reader (or a second writer) never sees half a file.
 */
export function writeFileAtomic(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  try {
    fs.writeFileSync(temporary, data);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}
