import crypto from 'node:crypto';
import { fieldOf, nonZero, plainMessage, type PushService } from './types';

/** 钉钉 加签: base64 of HMAC-SHA256 over `${timestamp}\n${secret}`, keyed by the secret. */
export function dingtalkSign(secret: string, timestamp: number): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64');
}

/**
 * 钉钉 custom robot: `{ msgtype: 'text', text: { content } }`; with a 加签 secret the URL gets
 * `timestamp` and `sign` (URL-encoded); `errcode` ≠ 0 is a refusal.
 */
export const dingtalk: PushService = {
  build: (channel, message, at) => {
    const url = new URL(channel.secrets.url ?? '');
    if (channel.secrets.sign) {
      url.searchParams.set('timestamp', String(at));
      url.searchParams.set('sign', dingtalkSign(channel.secrets.sign, at));
    }
    return { url: url.toString(), body: { msgtype: 'text', text: { content: plainMessage(message) } } };
  },
  refused: (answer) => nonZero(fieldOf(answer, 'errcode')),
};
