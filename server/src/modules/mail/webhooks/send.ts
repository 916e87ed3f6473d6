import { bark } from './bark';
import { dingtalk } from './dingtalk';
import { feishu } from './feishu';
import { generic } from './generic';
import { serverchan } from './serverchan';
import { telegram } from './telegram';
import { SECRET_FIELDS, type PushChannel, type PushMessage, type PushService, type PushType } from './types';
import { wecom } from './wecom';

export const PUSH_SERVICES: Record<PushType, PushService> = {
  wecom,
  dingtalk,
  feishu,
  telegram,
  bark,
  serverchan,
  generic,
};

/** A remote server's answer as 发送记录 keeps it (docs/behaviour.md §5.4). */
export interface PushAnswer {
  ok: boolean;
  response: string;
}

/** A service that does not answer in this long is a failed attempt, never a stuck worker. */
export const PUSH_TIMEOUT_MS = 10_000;
/** Long enough for any error JSON, short enough for the log's row. */
const ANSWER_MAX = 2000;

const truncate = (text: string) => (text.length > ANSWER_MAX ? `${text.slice(0, ANSWER_MAX)}…` : text);

/** Never let a secret reach the log, whatever a failure message quotes (docs/security.md "Secrets at rest"). */
function scrub(text: string, channel: PushChannel): string {
  let clean = text;
  for (const field of SECRET_FIELDS) {
    const secret = channel.secrets[field];
    if (secret) clean = clean.split(secret).join('***');
  }
  return clean;
}

const messageOf = (value: unknown): string =>
  value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string'
    ? (value as { message: string }).message
    : '';

/** The local failure's own words: fetch hides the socket's reason in `cause` (checked by shape, not by realm). */
function failureOf(error: unknown): string {
  if (messageOf(error) && (error as { name?: unknown }).name === 'TimeoutError')
    return `超时：${PUSH_TIMEOUT_MS / 1000} 秒内没有回应`;
  const cause = messageOf(error && typeof error === 'object' ? (error as { cause?: unknown }).cause : undefined);
  const message = messageOf(error) || String(error);
  return cause ? `${message}: ${cause}` : message;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends one push; never throws: a refusal, a timeout or a dead server is an answer for the log. */
export async function sendPush(channel: PushChannel, message: PushMessage, at = Date.now()): Promise<PushAnswer> {
  const service = PUSH_SERVICES[channel.type];
  try {
    const request = service.build(channel, message, at);
    const response = await fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      redirect: 'manual',
    });
    const text = await response.text();
    const ok = response.ok && !service.refused(parsed(text));
    return { ok, response: truncate(scrub(`HTTP ${response.status} ${text}`, channel)) };
  } catch (error) {
    return { ok: false, response: truncate(scrub(failureOf(error), channel)) };
  }
}
