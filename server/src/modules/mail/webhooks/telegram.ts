import { fieldOf, plainMessage, trimBase, type PushService } from './types';

export const TELEGRAM_API = 'https://api.telegram.org';

/** Telegram Bot API `sendMessage`: `{ chat_id, text }` to `{base}/bot{token}/sendMessage`; `ok: false` is a refusal. */
export const telegram: PushService = {
  build: (channel, message) => ({
    url: `${trimBase(channel.baseUrl || TELEGRAM_API)}/bot${channel.secrets.token ?? ''}/sendMessage`,
    body: { chat_id: channel.chatId, text: plainMessage(message) },
  }),
  refused: (answer) => fieldOf(answer, 'ok') === false,
};
