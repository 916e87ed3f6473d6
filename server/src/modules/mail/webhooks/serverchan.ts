import { fieldOf, nonZero, trimBase, type PushService } from './types';

export const SERVERCHAN_API = 'https://sctapi.ftqq.com';

/** Server酱 Turbo: `POST {base}/{SendKey}.send` with `{ title, desp }` (Markdown); `code` ≠ 0 is a refusal. */
export const serverchan: PushService = {
  build: (channel, message) => ({
    url: `${trimBase(channel.baseUrl || SERVERCHAN_API)}/${encodeURIComponent(channel.secrets.key ?? '')}.send`,
    body: {
      title: message.title,
      desp: [...message.quoted.split('\n').map((line) => `> ${line}`), '', `[查看](${message.link})`].join('\n'),
    },
  }),
  refused: (answer) => nonZero(fieldOf(answer, 'code')),
};
