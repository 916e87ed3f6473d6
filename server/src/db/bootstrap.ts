import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DB } from './database';
import { hashPassword } from '../lib/password';
import { now } from '../lib/time';

/** The JWT secret: JWT_SECRET when set, else one generated once into `${dataDir}/jwt-secret` (mode 600). */
export function ensureJwtSecret(dataDir: string, configured: string | null): string {
  if (configured) {
    // A short HMAC secret can be brute-forced offline from any token a reader holds.
    if (configured.length < 32) throw new Error('JWT_SECRET 至少需要 32 个字符（留空则自动生成）');
    return configured;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
    fs.rmSync(file);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  // Processes sharing a data folder may start together: the secret is written whole to a temporary
  // file and linked into place, which fails if another process got there first; its secret is kept.
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temporary, `${secret}\n`, { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8').trim();
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

export interface AdminBootstrap {
  created: boolean;
  /** Set only when a random password was generated and must be shown once. */
  generatedPassword: string | null;
}

/** On an empty users table, creates `admin` (role 1) with BLOG_ADMIN_PASSWORD or a random password. */
export async function ensureAdmin(db: DB, configuredPassword: string | null): Promise<AdminBootstrap> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return { created: false, generatedPassword: null };
  const generatedPassword = configuredPassword ? null : crypto.randomBytes(12).toString('base64url');
  const stamp = now();
  await db
    .insertInto('users')
    .values({
      username: 'admin',
      password_hash: await hashPassword(configuredPassword ?? generatedPassword ?? ''),
      nick_name: '砚主',
      avatar: '',
      role: 1,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .execute();
  return { created: true, generatedPassword };
}
