import { MESSAGE_POSTS_PER_MINUTE } from '../../src/modules/message/routes';
import { useTestApp } from '../helpers';
import { messageApi } from './helpers';

describe('message board flood', () => {
  const ctx = useTestApp();
  const api = messageApi(ctx);

  it('one client posting in a loop is stopped with 429; nothing past the limit is stored', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < MESSAGE_POSTS_PER_MINUTE + 5; i++) {
      statuses.push((await api.add({ message: `刷屏${i}` }, undefined, '10.66.0.1')).statusCode);
    }
    expect(statuses.slice(0, MESSAGE_POSTS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(MESSAGE_POSTS_PER_MINUTE).every((s) => s === 429)).toBe(true);
    const limited = await api.add({ message: '还想发' }, undefined, '10.66.0.1');
    expect(limited.json().message).toMatch(/操作过于频繁/);
    const rows = await ctx.db.selectFrom('messages').select('id').execute();
    expect(rows).toHaveLength(MESSAGE_POSTS_PER_MINUTE);
    // Another client is not affected.
    expect((await api.add({ message: '正常' }, undefined, '10.66.0.2')).statusCode).toBe(200);
  });
});
