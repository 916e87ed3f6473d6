import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { Header } from './Header';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  act(() => jest.advanceTimersByTime(10));
};

describe('Header scroll rules (docs/behaviour.md §2.2)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  });
  afterEach(() => jest.useRealTimers());

  it('is transparent near the top, hides on scroll down and shows on scroll up', () => {
    renderWithProviders(<Header brand="砚" />, { route: '/home' });
    const header = screen.getByRole('banner');
    // Its elevation is a class, not a style attribute (src/shared/lib/paperElevation.ts).
    expect(header).not.toHaveAttribute('style');
    expect(header).toHaveAttribute('data-transparent', 'true');
    expect(header).toHaveAttribute('data-hidden', 'false');
    scrollTo(40);
    expect(header).toHaveAttribute('data-transparent', 'true');
    scrollTo(400);
    expect(header).toHaveAttribute('data-hidden', 'true');
    expect(header).toHaveAttribute('data-transparent', 'false');
    scrollTo(350);
    expect(header).toHaveAttribute('data-hidden', 'false');
    expect(header).toHaveAttribute('data-transparent', 'false');
    scrollTo(0);
    expect(header).toHaveAttribute('data-transparent', 'true');
  });

  it('shows the desktop menu with the More submenu entries and the user menu slot', async () => {
    renderWithProviders(<Header brand="砚" userMenu={<button type="button">slot-user</button>} />, { route: '/home' });
    for (const label of ['首页', '时间轴', '更多', '分类', '相册', '说说']) {
      expect(screen.getByRole('navigation', { name: '主导航' })).toHaveTextContent(label);
    }
    expect(screen.getByRole('button', { name: 'slot-user' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: '更多' }).click());
    expect(await screen.findByRole('menuitem', { name: '前端推荐' })).toHaveAttribute('href', '/resources/front');
    expect(screen.getByRole('menuitem', { name: '后端推荐' })).toHaveAttribute('href', '/resources/back');
  });

  it('on narrow screens shows the back arrow away from /home, never on it', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    renderWithProviders(<Header brand="砚" />, { route: '/category' });
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it('on narrow screens shows no back arrow on /home and a drawer with tag and message board', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 600 });
    renderWithProviders(<Header brand="砚" drawerUserArea={() => <span>slot-drawer</span>} />, { route: '/home' });
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: '打开菜单' }).click());
    const drawerNav = await screen.findByRole('navigation', { name: '移动端导航' });
    expect(drawerNav).toHaveTextContent('标签');
    expect(screen.getByRole('link', { name: '留言板' })).toHaveAttribute('href', '/message/list');
    expect(screen.getByText('slot-drawer')).toBeInTheDocument();
  });
});
