import { makeStore } from '@/app/store';
import { noticeShown } from './noticesSlice';

describe('noticesSlice', () => {
  it('a notice without a duration stays 3 s, also when the caller passes `duration: undefined`', () => {
    const store = makeStore();
    store.dispatch(noticeShown({ kind: 'success', message: '删除成功' }));
    store.dispatch(noticeShown({ kind: 'success', message: '删除成功', duration: undefined }));
    store.dispatch(noticeShown({ kind: 'success', message: '添加成功', duration: 1000 }));
    expect(store.getState().notices.items.map((n) => n.duration)).toEqual([3000, 3000, 1000]);
  });
});
