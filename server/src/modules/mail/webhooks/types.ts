import { PUSH_TYPES, type PushType } from '@protocol/api/push';

export { PUSH_TYPES, type PushType };

/** A channel's secrets, sealed together (docs/security.md "Secrets at rest"). */
export interface PushSecrets {
  /** The webhook URL (企业微信, 钉钉, 飞书, 通用 JSON): it embeds the robot's key. */
  url?: string;
  /** Telegram's bot token. */
  token?: string;
  /** Bark's device key or Server酱's SendKey. */
  key?: string;
  /** 钉钉's optional 加签 secret. */
  sign?: string;
}
export const SECRET_FIELDS = ['url', 'token', 'key', 'sign'] as const;

/** A channel as the sender uses it: secrets opened. */
export interface PushChannel {
  id: number;
  type: PushType;
  name: string;
  /** Telegram's API base, Bark's server, Server酱's API base (each defaulted, docs/behaviour.md §5.3.1). */
  baseUrl: string;
  chatId: string;
  secrets: PushSecrets;
}

/** What a push says: the heading, the quoted words, the link (docs/behaviour.md §5.4). */
export interface PushMessage {
  title: string;
  quoted: string;
  link: string;
}

/** One HTTP request to the service: always a JSON POST. */
export interface PushRequest {
  url: string;
  body: unknown;
}

/** One type's payload and its way of saying no in a 2xx answer. */
export interface PushService {
  build(channel: PushChannel, message: PushMessage, at: number): PushRequest;
  /** True when a 2xx JSON answer still reports an error (`errcode` ≠ 0, `ok: false`, …). */
  refused(answer: unknown): boolean;
}

/** Every text-only service gets the same words: heading, the quote, the link. */
export function plainMessage(message: PushMessage): string {
  const quote = message.quoted
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return [message.title, '', quote, '', `查看：${message.link}`].join('\n');
}

/** A JSON object's field, for reading an answer of unknown shape. */
export function fieldOf(answer: unknown, name: string): unknown {
  return answer && typeof answer === 'object' ? (answer as Record<string, unknown>)[name] : undefined;
}

/** A numeric error code that is present and not zero. */
export const nonZero = (value: unknown): boolean => typeof value === 'number' && value !== 0;

/** The base URL without its trailing slashes. */
export const trimBase = (base: string): string => base.replace(/\/+$/, '');
