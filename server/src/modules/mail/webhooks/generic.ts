import type { PushService } from './types';

/** 通用 JSON: `{ title, text, url }` to the given URL; only a non-2xx answer is a refusal. */
export const generic: PushService = {
  build: (channel, message) => ({
    url: channel.secrets.url ?? '',
    body: { title: message.title, text: message.quoted, url: message.link },
  }),
  refused: () => false,
};
