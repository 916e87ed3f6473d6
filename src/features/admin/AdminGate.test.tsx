import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { loginDialogClosed, tokenReceived, userInfoLoaded } from '@/features/auth';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { makeStore } from '@/app/store';
import { AdminGate } from './AdminGate';

// Two shared cores and a real local server: give slow answers time instead of failing on load.

// Records whether the admin chunk's module was ever evaluated: jest runs this factory only when
// './AdminApp' is actually imported.
const mockChunkLoaded = jest.fn();
jest.mock('./AdminApp', () => {
  mockChunkLoaded();
  return { AdminApp: () => <p>后台桌面</p> };
});

function storeAs(role: number | null) {
  const store = makeStore();
  if (role !== null) {
    store.dispatch(tokenReceived('token'));
    store.dispatch(userInfoLoaded({ id: 1, role, nick_name: '作者', avatar: '' }));
  }
  return store;
}

describe('the /admin gate (docs/admin-desk.md "Who gets it")', () => {
  beforeEach(() => mockChunkLoaded.mockClear());

  const chunkNeverLoaded = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockChunkLoaded).not.toHaveBeenCalled();
    expect(screen.queryByText('后台桌面')).not.toBeInTheDocument();
  };

  // The chunk's module is evaluated once per file: the tests that prove it is never imported run
  // before the first that loads it.
  it('tells a logged-in reader 无权访问, with the way home, and never imports the admin chunk', async () => {
    const store = storeAs(2);
    renderWithProviders(<AdminGate />, { store, route: '/admin/articles' });
    expect(screen.getByRole('heading', { name: '无权访问' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回到首页' })).toHaveAttribute('href', '/home');
    expect(store.getState().user.showLogin).toBe(false);
    await chunkNeverLoaded();
  });

  it('renders a neutral loading shell before it knows who reads (server and hydration)', () => {
    for (const role of [null, 1]) {
      const html = renderToString(
        <Provider store={storeAs(role)}>
          <AdminGate />
        </Provider>,
      );
      expect(html).toContain('加载中…');
      expect(html).not.toContain('无权访问');
      expect(html).not.toContain('登录后台');
      expect(html).not.toContain('后台桌面');
    }
  });

  it('opens the login dialog for a visitor, and becomes the desk once the author logs in', async () => {
    const store = storeAs(null);
    renderWithProviders(<AdminGate />, { store, route: '/admin' });
    expect(screen.getByRole('heading', { name: '后台管理' })).toBeInTheDocument();
    expect(screen.queryByText('抱歉，您访问的页面不存在')).not.toBeInTheDocument();
    expect(store.getState().user.showLogin).toBe(true);
    await chunkNeverLoaded();
    // Closed by mistake: the prompt opens it again.
    act(() => {
      store.dispatch(loginDialogClosed());
    });
    await userEvent.click(screen.getByRole('button', { name: '登录后台' }));
    expect(store.getState().user.showLogin).toBe(true);
    act(() => {
      store.dispatch(tokenReceived('token'));
      store.dispatch(userInfoLoaded({ id: 1, role: 1, nick_name: '作者', avatar: '' }));
    });
    expect(await screen.findByText('后台桌面')).toBeInTheDocument();
    expect(mockChunkLoaded).toHaveBeenCalledTimes(1);
  });

  it('loads the desk for an admin', async () => {
    renderWithProviders(<AdminGate />, { store: storeAs(1), route: '/admin' });
    expect(await screen.findByText('后台桌面')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '无权访问' })).not.toBeInTheDocument();
  });
});
