import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { makeStore, type AppStore } from '@/app/store';
import { tokenReceived, userInfoLoaded, loggedOut } from '@/features/auth';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { NotificationBell } from './NotificationBell';
import type { Notification } from './notificationsApi';

/** The server side of the drawer: 12 messages, 10 unread, pages of 10 (docs/behaviour.md §5.2 default size). */
let rows: Notification[] = [];
const reset = () => {
  rows = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    type: (i % 3) + 1,
    to_id: 100 + i,
    message:
      i === 0 ? '<b>加粗</b>的消息<img src=x onerror="alert(1)">' : i === 1 ? '<i>欢迎</i>来到留言板' : `消息${i + 1}`,
    isView: i < 10 ? 1 : 2,
    createdAt: '2025-01-01 10:00:00',
  }));
};
let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    'POST /api/notify/getNotifyList': ({ body }) => {
      const current = (body as { current: number }).current;
      return {
        body: {
          code: 0,
          message: '成功',
          result: { current, size: 10, total: rows.length, list: rows.slice((current - 1) * 10, current * 10) },
        },
      };
    },
    'GET /api/config': () => ({
      body: { code: 0, message: '成功', result: { blog_name: '砚', admin_url: 'https://admin.example.com' } },
    }),
    'PUT /api/notify/update/1': () => ({ body: { code: 0, message: '已读', result: null } }),
    'PUT /api/notify/update/2': () => ({ body: { code: 0, message: '已读', result: null } }),
    'PUT /api/notify/delete/3': () => {
      rows = rows.filter((r) => r.id !== 3);
      return { body: { code: 0, message: '删除成功', result: null } };
    },
    'PUT /api/notify/delete/4': () => ({ body: { code: 1, message: '消息不存在或已被删除' } }),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  reset();
  api.requests.length = 0;
});

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function setup(loggedIn = true) {
  const store: AppStore = makeStore(undefined, { transport: api.transport });
  if (loggedIn) {
    store.dispatch(tokenReceived('tok'));
    store.dispatch(userInfoLoaded({ id: 5, role: 2, nick_name: 'n', avatar: '' }));
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/home']}>
        <NotificationBell />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

describe('NotificationBell and drawer (docs/behaviour.md §5.1)', () => {
  it('is absent when logged out and fetches nothing', async () => {
    setup(false);
    expect(screen.queryByRole('button', { name: '我的消息' })).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(api.requests).toHaveLength(0);
  });

  it('type 4 opens the admin site from the site config', async () => {
    rows[0] = { ...rows[0], type: 4, message: '新用户 a 注册了账号' };
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = setup();
    await screen.findByText('9+');
    await user.click(screen.getByRole('button', { name: '我的消息' }));
    const first = (await screen.findAllByTestId('notification-item'))[0];
    await waitFor(() => expect(api.calls('GET /api/config')).toHaveLength(1));
    await user.click(within(first).getByRole('button', { name: '跳转' }));
    expect(open).toHaveBeenCalledWith('https://admin.example.com', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('shows the unread badge capped at 9+, sending current and user id only', async () => {
    setup();
    expect(await screen.findByText('9+')).toBeInTheDocument();
    expect(api.calls('POST /api/notify/getNotifyList')[0]).toMatchObject({
      body: { current: 1, userId: 5 },
      authorization: 'tok',
    });
  });

  it('opens 我的消息, renders safe HTML only, loads more then shows the end note', async () => {
    const { user } = setup();
    await screen.findByText('9+');
    await user.click(screen.getByRole('button', { name: '我的消息' }));
    expect(await screen.findByRole('heading', { name: '我的消息' })).toBeInTheDocument();
    // Item 1 has a suspicious word (onerror): shown as text. Item 2 is markup: rendered, sanitised.
    expect(screen.getByText(/<b>加粗<\/b>/)).toBeInTheDocument();
    expect(screen.getByText('欢迎').tagName).toBe('I');
    expect(screen.getAllByTestId('notification-item')).toHaveLength(10);
    expect(screen.getAllByText('new')).toHaveLength(10);
    await user.click(await screen.findByText('点击加载更多～'));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(12));
    expect(api.calls('POST /api/notify/getNotifyList').at(-1)?.body).toEqual({ current: 2, userId: 5 });
    expect(screen.getByText('已经到底了')).toBeInTheDocument();
  });

  it('jump marks an unread message read and routes by type', async () => {
    const { user } = setup();
    await screen.findByText('9+');
    await user.click(screen.getByRole('button', { name: '我的消息' }));
    const second = (await screen.findAllByTestId('notification-item'))[1];
    await user.click(within(second).getByRole('button', { name: '跳转' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/talk?id=101'));
    await waitFor(() => expect(api.calls('PUT /api/notify/update/2')).toHaveLength(1));
    expect(await screen.findByText('9')).toBeInTheDocument();
  });

  it('delete asks first, then removes and toasts 删除成功; a refusal shows the server message', async () => {
    const { store, user } = setup();
    await screen.findByText('9+');
    await user.click(screen.getByRole('button', { name: '我的消息' }));
    const third = (await screen.findAllByTestId('notification-item'))[2];
    await user.click(within(third).getByRole('button', { name: '删除' }));
    expect(api.calls('PUT /api/notify/delete/3')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('消息3')).toBeNull());
    expect(store.getState().notices.items.at(-1)).toMatchObject({ kind: 'success', message: '删除成功' });

    const fourth = screen.getAllByTestId('notification-item').find((el) => within(el).queryByText('消息4'))!;
    await user.click(within(fourth).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(store.getState().notices.items.at(-1)).toMatchObject({
        title: '错误提示',
        message: '消息不存在或已被删除',
      }),
    );
    expect(screen.getByText('消息4')).toBeInTheDocument();
  });

  it('disappears on logout', async () => {
    const { store } = setup();
    await screen.findByText('9+');
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(screen.queryByRole('button', { name: '我的消息' })).toBeNull();
  });
});
