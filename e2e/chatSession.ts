import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { encryptText } from '../src/shared/lib/aesTransform';
import { encodeText } from '../src/shared/lib/storageCodec';
import { solvedCaptcha } from './captcha';

export interface E2eUser {
  id: number;
  token: string;
  nick_name: string;
  role: number;
}

/** Logs in through the API (POST /api/user/login) and reads the profile (docs/behaviour.md §4.5). */
export async function apiLogin(
  request: APIRequestContext,
  baseURL: string,
  username: string,
  password: string,
): Promise<E2eUser> {
  const login = await (await request.post(`${baseURL}/api/user/login`, { data: { username, password } })).json();
  if (login.code !== 0) throw new Error(`login ${username} failed: ${login.message}`);
  const info = await (await request.get(`${baseURL}/api/user/getUserInfoById/${login.result.id}`)).json();
  return { id: login.result.id, token: login.result.token, nick_name: info.result.nick_name, role: info.result.role };
}

/**
 * Puts a logged-in session into the context's localStorage exactly as redux-persist writes it:
 * key `persist:user`, each whitelisted field AES-encrypted and JSON-serialised, key and value base64
 * (docs/behaviour.md §6.3). The chat tests need a session, not the login dialog (that has its own tests).
 */
export async function injectSession(context: BrowserContext, user: E2eUser): Promise<void> {
  const field = (value: unknown) => JSON.stringify(encryptText(JSON.stringify(value)));
  const userInfo = { id: user.id, role: user.role, nick_name: user.nick_name, avatar: '' };
  const state = {
    token: field(user.token),
    userInfo: field(userInfo),
    infoFlag: field(true),
    tokenFlag: field(true),
    blogAvatar: field(''),
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  };
  const entry: [string, string] = [encodeText('persist:user'), encodeText(JSON.stringify(state))];
  await context.addInitScript(([key, value]) => {
    if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
  }, entry);
}

/** A reader's sign-in, as created by registerAccount. */
export interface E2eAccount {
  username: string;
  password: string;
}

/** Registers a fresh reader through the API (POST /api/user/register, docs/behaviour.md §4.5). */
export async function registerAccount(
  request: APIRequestContext,
  baseURL: string,
  prefix: string,
  nickName: string,
): Promise<E2eAccount> {
  const username = `${prefix}${Date.now().toString(36)}`;
  const password = 'Reader12345';
  const registered = await (
    await request.post(`${baseURL}/api/user/register`, {
      data: { username, password, nick_name: nickName, altcha: await solvedCaptcha(request, baseURL) },
    })
  ).json();
  if (registered.code !== 0) throw new Error(`register ${username} failed: ${registered.message}`);
  return { username, password };
}

/** Registers a fresh reader through the API and puts their session into the context (logged in on the next load). */
export async function registerReader(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  prefix: string,
  nickName: string,
): Promise<E2eUser> {
  const { username, password } = await registerAccount(request, baseURL, prefix, nickName);
  const user = await apiLogin(request, baseURL, username, password);
  await injectSession(context, user);
  return user;
}
