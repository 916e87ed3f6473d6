import bcrypt from 'bcrypt';

/** bcrypt runs in libuv's thread pool, so hashing never blocks the event loop. */
const COST = 10;

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, COST);
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}
