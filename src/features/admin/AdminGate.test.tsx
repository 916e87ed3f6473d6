import { configure, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { tokenReceived, userInfoLoaded } from '@/features/auth';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { makeStore } from '@/app/store';
import { AdminGate } from './AdminGate';

// Two shared cores and a real local server: give slow answers time instead of failing on load.
configure({ asyncUtilTimeout: 5000 });

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

describe('the /admin gate', () => {
  beforeEach(() => mockChunkLoaded.mockClear());

  it.each([
    ['a visitor', null],
    ['a logged-in reader', 2],
  ])('shows %s the 404 page and never imports the admin chunk', async (_who, role) => {
    renderWithProviders(<AdminGate fallback={<h1>404 页面</h1>} />, { store: storeAs(role), route: '/admin' });
    expect(screen.getByRole('heading', { name: '404 页面' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockChunkLoaded).not.toHaveBeenCalled();
    expect(screen.queryByText('后台桌面')).not.toBeInTheDocument();
  });

  it('loads the desk for an admin', async () => {
    renderWithProviders(<AdminGate fallback={<h1>404 页面</h1>} />, { store: storeAs(1), route: '/admin' });
    expect(await screen.findByText('后台桌面')).toBeInTheDocument();
    expect(mockChunkLoaded).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('404 页面')).not.toBeInTheDocument();
  });

  it('renders a neutral loading shell, not the 404 page, before it knows who reads (server and hydration)', () => {
    const html = renderToString(
      <Provider store={storeAs(1)}>
        <AdminGate fallback={<h1>404 页面</h1>} />
      </Provider>,
    );
    expect(html).toContain('加载中…');
    expect(html).not.toContain('404 页面');
    expect(html).not.toContain('后台桌面');
  });
});
