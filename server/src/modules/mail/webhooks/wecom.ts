import { fieldOf, nonZero, plainMessage, type PushService } from './types';

/** 企业微信 group robot: `{ msgtype: 'text', text: { content } }`; `errcode` ≠ 0 is a refusal. */
export const wecom: PushService = {
  build: (channel, message) => ({
    url: channel.secrets.url ?? '',
    body: { msgtype: 'text', text: { content: plainMessage(message) } },
  }),
  refused: (answer) => nonZero(fieldOf(answer, 'errcode')),
};
