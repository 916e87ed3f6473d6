import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { NoticeHost } from './NoticeHost';
import { noticeShown } from './noticesSlice';

describe('NoticeHost (docs/behaviour.md §1.3)', () => {
  afterEach(() => jest.useRealTimers());

  it('renders nothing until the first notice, then shows title and message', async () => {
    const { store, container } = renderWithProviders(<NoticeHost />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      store.dispatch(noticeShown({ kind: 'warning', title: '温馨提示', message: '请先登录' }));
    });
    expect(await screen.findByText('温馨提示')).toBeInTheDocument();
    expect(screen.getByText('请先登录')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveStyle({ top: '60px' });
  });

  it('dismisses a notice after its duration and on close', async () => {
    jest.useFakeTimers();
    const { store } = renderWithProviders(<NoticeHost />);
    act(() => {
      store.dispatch(noticeShown({ kind: 'success', message: '退出成功', duration: 50 }));
      store.dispatch(noticeShown({ kind: 'error', title: '错误提示', message: '服务端错误', duration: 60_000 }));
    });
    expect(await screen.findByText('退出成功')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('退出成功')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: '关闭' }).click());
    expect(store.getState().notices.items).toHaveLength(0);
  });
});
