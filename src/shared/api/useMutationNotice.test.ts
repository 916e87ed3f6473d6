import { configureStore } from '@reduxjs/toolkit';
import { noticesSlice } from '../notices/noticesSlice';
import { settleMutation } from './useMutationNotice';

// docs/behaviour.md §1.2, §1.4: one place says how a write went.
const setup = () => configureStore({ reducer: { notices: noticesSlice.reducer } });
const refused = { error: { status: 'REFUSED', data: { code: 1, message: '不能取消最后一位管理员' } } };

describe('settleMutation', () => {
  it('answers the result and shows the success text', async () => {
    const store = setup();
    const settled = await settleMutation(store.dispatch, Promise.resolve({ data: { id: 3 } }), '保存成功');
    expect(settled).toEqual({ data: { id: 3 } });
    expect(store.getState().notices.items).toMatchObject([{ kind: 'success', message: '保存成功' }]);
  });

  it("shows a refusal's server message under 错误提示, or the fallback when it has none", async () => {
    const store = setup();
    expect(await settleMutation(store.dispatch, Promise.resolve(refused), '保存成功')).toBeNull();
    const empty = { error: { status: 'REFUSED', data: { code: 1, message: '' } } };
    await settleMutation(store.dispatch, Promise.resolve(empty), { refused: '留言失败' });
    expect(store.getState().notices.items).toMatchObject([
      { kind: 'error', title: '错误提示', message: '不能取消最后一位管理员' },
      { kind: 'error', title: '错误提示', message: '留言失败' },
    ]);
  });

  it('never repeats what the base query announced; names other failures only when asked', async () => {
    const store = setup();
    const forbidden = { error: { status: 403, data: { message: '权限不足' } } };
    const offline = { error: { status: 'FETCH_ERROR', error: 'x' } };
    const invalid = { error: { status: 400, data: { code: 400, message: '标题不能为空' } } };
    const timeout = { error: { status: 'TIMEOUT_ERROR', error: 'x' } };
    const asked = { unannounced: '网络异常，请稍后再试' };
    for (const failure of [forbidden, offline, invalid]) await settleMutation(store.dispatch, Promise.resolve(failure));
    expect(store.getState().notices.items).toEqual([]);
    for (const failure of [forbidden, offline, invalid, timeout])
      await settleMutation(store.dispatch, Promise.resolve(failure), asked);
    expect(store.getState().notices.items.map((n) => n.message)).toEqual(['标题不能为空', '网络异常，请稍后再试']);
  });
});
