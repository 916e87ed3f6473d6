import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { makeStore } from '@/app/store';
import { localApiTransport, startLocalApi } from '@/shared/testing/localApiServer';
import { tokenReceived, userInfoLoaded } from './userSlice';
import { UserMenu } from './UserMenu';

function loggedInStore(role = 2) {
  // Aimed at the local API server a test started, if any (the logout call).
  const store = makeStore(undefined, { transport: localApiTransport() });
  store.dispatch(tokenReceived('tok-1'));
  store.dispatch(userInfoLoaded({ id: 5, role, nick_name: '小读者', avatar: '' }));
  return store;
}

function renderMenu(route = '/home', role = 2) {
  return renderWithProviders(
    <>
      <UserMenu />
      <Routes>
        <Route path="*" element={<p data-testid="page">{route}</p>} />
        <Route path="/userCenter" element={<p data-testid="page">个人中心页</p>} />
        <Route path="/admin" element={<p data-testid="page">后台页</p>} />
      </Routes>
    </>,
    { route, store: loggedInStore(role) },
  );
}

/** The avatar's button: the logged-in menu's code loads on demand. */
const findMenuButton = () => screen.findByRole('button', { name: '用户菜单' });

describe('UserMenu (docs/behaviour.md §2.2 desktop header end)', () => {
  it('offers 登录 when logged out and opens the login dialog', () => {
    const { store } = renderWithProviders(<UserMenu />, { route: '/home' });
    act(() => screen.getByRole('button', { name: '登录' }).click());
    expect(store.getState().user.showLogin).toBe(true);
  });

  it('opens the avatar submenu on demand and goes to the personal center', async () => {
    renderMenu();
    const menuButton = await findMenuButton();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    act(() => menuButton.click());
    const center = await screen.findByRole('menuitem', { name: '个人中心' });
    act(() => center.click());
    expect(await screen.findByText('个人中心页')).toBeInTheDocument();
  });

  it('logs out from the submenu: tells the server (docs/security.md "Sessions"), then 退出成功', async () => {
    const api = await startLocalApi({
      'POST /api/user/logout': () => ({ body: { code: 0, message: '退出成功', result: null } }),
    });
    try {
      const { store } = renderMenu();
      const menuButton = await findMenuButton();
      act(() => menuButton.click());
      const logout = await screen.findByRole('menuitem', { name: '退出登录' });
      act(() => logout.click());
      expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
      expect(api.requests.map((r) => [r.method, r.path, r.authorization])).toEqual([
        ['POST', '/api/user/logout', 'tok-1'],
      ]);
      expect(store.getState().user.token).toBeNull();
      expect(store.getState().notices.items.map((n) => n.message)).toContain('退出成功');
    } finally {
      await api.close();
    }
  });

  it('offers 后台管理 to an admin only', async () => {
    const reader = renderMenu();
    const readerButton = await findMenuButton();
    act(() => readerButton.click());
    await screen.findByRole('menuitem', { name: '个人中心' });
    expect(screen.queryByRole('menuitem', { name: '后台管理' })).not.toBeInTheDocument();
    reader.unmount();

    renderMenu('/home', 1);
    const adminButton = await findMenuButton();
    act(() => adminButton.click());
    const desk = await screen.findByRole('menuitem', { name: '后台管理' });
    act(() => desk.click());
    expect(await screen.findByText('后台页')).toBeInTheDocument();
  });
});
