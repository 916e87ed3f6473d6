import { fieldOf, nonZero, plainMessage, type PushService } from './types';

/** 飞书 custom bot: `{ msg_type: 'text', content: { text } }`; `code` ≠ 0 is a refusal. */
export const feishu: PushService = {
  build: (channel, message) => ({
    url: channel.secrets.url ?? '',
    body: { msg_type: 'text', content: { text: plainMessage(message) } },
  }),
  refused: (answer) => nonZero(fieldOf(answer, 'code')),
};
