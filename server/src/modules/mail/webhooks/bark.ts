import { fieldOf, trimBase, type PushService } from './types';

export const BARK_SERVER = 'https://api.day.app';

/** Bark: `POST {server}/{key}` with `{ title, body, url }`; an answer's `code` other than 200 is a refusal. */
export const bark: PushService = {
  build: (channel, message) => ({
    url: `${trimBase(channel.baseUrl || BARK_SERVER)}/${encodeURIComponent(channel.secrets.key ?? '')}`,
    body: { title: message.title, body: message.quoted, url: message.link },
  }),
  refused: (answer) => {
    const code = fieldOf(answer, 'code');
    return typeof code === 'number' && code !== 200;
  },
};
