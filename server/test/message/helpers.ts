import type { TestContext, TestUser } from '../helpers';

export const STYLE = {
  color: '#ffffff',
  bg_color: '#5b8def',
  font_size: 16,
  font_weight: 500,
  bg_url: '',
};

let address = 0;

/**
 * Calls the message-board API, each call from its own client address unless one is given (the
 * per-client post limit is tested on its own in message-flood.test.ts).
 */
export function messageApi(ctx: TestContext) {
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    user?: TestUser,
    remoteAddress = `10.8.${Math.floor(++address / 250)}.${address % 250}`,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/message/${url}`,
      payload,
      remoteAddress,
      headers: user ? { authorization: user.token } : {},
    });
  return {
    call,
    add: (fields: object, user?: TestUser, remoteAddress?: string) =>
      call('POST', 'add', { ...STYLE, tag: '鼓励', message: '你好', ...fields }, user, remoteAddress),
    update: (id: number, fields: object, user?: TestUser) =>
      call('POST', 'update', { ...STYLE, tag: '鼓励', message: '改了', id, ...fields }, user),
    remove: (idList: number[], user?: TestUser) => call('PUT', 'delete', { idList }, user),
    byId: (id: number) => call('GET', `getMessageById/${id}`),
  };
}
