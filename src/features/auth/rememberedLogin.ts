import { readEncodedJson, removeEncoded, safeStorage, writeEncodedJson } from '@/shared/lib/storageCodec';
import type { Credentials } from './authApi';

/** docs/behaviour.md §4.1: remembered login credentials, stored encoded under a login-form key. */
export const REMEMBERED_LOGIN_KEY = 'blog-login-form';

const isCredentials = (value: unknown): value is Credentials =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Credentials).username === 'string' &&
  typeof (value as Credentials).password === 'string';

export function readRememberedLogin(storage: Storage | undefined = safeStorage('local')): Credentials | null {
  const value = readEncodedJson<unknown>(storage, REMEMBERED_LOGIN_KEY);
  return isCredentials(value) ? { username: value.username, password: value.password } : null;
}

export function rememberLogin(credentials: Credentials, storage: Storage | undefined = safeStorage('local')): void {
  writeEncodedJson(storage, REMEMBERED_LOGIN_KEY, { username: credentials.username, password: credentials.password });
}

export function forgetLogin(storage: Storage | undefined = safeStorage('local')): void {
  removeEncoded(storage, REMEMBERED_LOGIN_KEY);
}
