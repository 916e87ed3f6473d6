import type { Challenge } from 'altcha-lib';
import sharp from 'sharp';
import { solveCaptcha } from '../captcha-solver';
import { multipartBody } from '../security/raw-http';

/** Small HTTP helpers for the multi-process suite: JSON calls to one app process or nginx by port. */
export interface Answer {
  status: number;
  headers: Headers;
  body: { code?: number; message?: string; result?: Record<string, unknown> | null } & Record<string, unknown>;
}

export async function call(
  port: number,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = { text };
  }
  return { status: response.status, headers: response.headers, body };
}

export async function login(port: number, username: string, password: string): Promise<{ token: string; id: number }> {
  const answer = await call(port, 'POST', '/api/user/login', { body: { username, password } });
  const data = answer.body.result as { token?: string; id?: number } | undefined;
  if (!data?.token) throw new Error(`login ${username} failed: ${JSON.stringify(answer.body)}`);
  return { token: data.token, id: Number(data.id) };
}

export async function register(port: number, username: string, password: string): Promise<void> {
  const challenge = await call(port, 'GET', '/api/spam/challenge');
  const altcha = await solveCaptcha(challenge.body.result as unknown as Challenge);
  const body = { username, password, nick_name: username, altcha };
  const answer = await call(port, 'POST', '/api/user/register', { body });
  if (answer.body.code !== 0) throw new Error(`register ${username} failed: ${JSON.stringify(answer.body)}`);
}

/** Polls until `check` returns a value (or the time is up); the suite never asserts how long it took. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs: number, label: string): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`not reached in ${timeoutMs} ms: ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** POST /api/upload/img with one JPEG, as the holder of `token`; the answer's status, code, message and url. */
export async function uploadImage(
  port: number,
  token: string,
  bytes: Buffer,
): Promise<{ status: number; code?: number; message?: string; url?: string }> {
  const { body, headers } = multipartBody('file', 'photo.jpg', 'image/jpeg', bytes);
  const response = await fetch(`http://127.0.0.1:${port}/api/upload/img`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body,
  });
  const answer = (await response.json()) as { code?: number; message?: string; result?: { url?: string } };
  return { status: response.status, code: answer.code, message: answer.message, url: answer.result?.url };
}

/** A GET whose body is bytes (an upload), redirects not followed. */
export async function fetchBytes(
  port: number,
  url: string,
): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, { redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** A JPEG of noise: every call gives new bytes, so a new upload name, and noise keeps it large. */
export const noisyJpeg = (width: number, height: number, quality = 85): Promise<Buffer> =>
  sharp({
    create: { width, height, channels: 3, background: '#4a6', noise: { type: 'gaussian', mean: 120, sigma: 40 } },
  })
    .jpeg({ quality })
    .toBuffer();
