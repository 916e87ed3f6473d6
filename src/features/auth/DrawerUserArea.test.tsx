import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { DrawerUserArea } from './DrawerUserArea';

describe('DrawerUserArea (docs/behaviour.md §2.2 mobile drawer)', () => {
  it('asks the drawer to close first and opens the login dialog only once it has closed', () => {
    let afterClose: (() => void) | undefined;
    const onDone = jest.fn((then?: () => void) => {
      afterClose = then;
    });
    const { store } = renderWithProviders(<DrawerUserArea onDone={onDone} />, { route: '/home' });
    act(() => screen.getByRole('button', { name: '登录' }).click());
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(store.getState().user.showLogin).toBe(false);
    act(() => afterClose?.());
    expect(store.getState().user.showLogin).toBe(true);
  });

  it('opens the login dialog at once when it is not inside a drawer', () => {
    const { store } = renderWithProviders(<DrawerUserArea />, { route: '/home' });
    act(() => screen.getByRole('button', { name: '登录' }).click());
    expect(store.getState().user.showLogin).toBe(true);
  });
});
