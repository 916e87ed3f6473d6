import type { APIRequestContext } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * A solved captcha for a write the spec sends through the API rather than a form (docs/behaviour.md
 * §13.1): a fresh challenge from the server, solved with altcha-lib as the browser's widget would.
 * The e2e server's difficulty is low (CAPTCHA_MAX_NUMBER in blogServer.ts), so this takes milliseconds.
 */
export async function solvedCaptcha(request: APIRequestContext, baseURL = ''): Promise<string> {
  const challenge = (await (await request.get(`${baseURL}/api/spam/challenge`)).json()).result as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
