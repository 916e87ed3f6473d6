import type { Request } from '@playwright/test';
import { expect, type Page } from './fixtures';
import { apiLogin } from './chatSession';
import { solvedCaptcha } from './captcha';

// Shared by the desk's specs (admin.spec.ts, admin-gate.spec.ts).

/** The admin chunks' files: webpack names them after their chunk (admin, admin-editor). */
export const isAdminChunk = (request: Request) => /\/assets\/admin(-editor)?\.[0-9a-f]+\.js$/.test(request.url());

/** A fresh reader account, logged in through the API. */
export async function newReader(page: Page) {
  const username = `rd${Date.now().toString(36)}`;
  const password = 'abc123!';
  const answer = await (
    await page.request.post('/api/user/register', {
      data: { username, password, nick_name: '端到端读者', altcha: await solvedCaptcha(page.request) },
    })
  ).json();
  expect(answer.code).toBe(0);
  return apiLogin(page.request, '', username, password);
}
