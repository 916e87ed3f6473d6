import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { MobileDrawer } from './MobileDrawer';

/** The drawer open, with a user area whose button closes it and then runs `then`. */
function OpenDrawer({ then }: { then: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <MobileDrawer
      open={open}
      onClose={() => setOpen(false)}
      userArea={(close) => (
        <button type="button" onClick={() => close(then)}>
          去登录
        </button>
      )}
    />
  );
}

describe('MobileDrawer hand-off (docs/behaviour.md §2.2)', () => {
  it('runs what the user area chose only once the drawer has finished closing', async () => {
    const drawerRootHiddenWhenRun: Array<string | null> = [];
    const then = jest.fn(() => {
      // By now MUI's modal manager has let go of the drawer: its root is marked hidden, so a
      // dialog opened here is the only modal the manager knows.
      const root = document.querySelector('nav[aria-label="移动端导航"]')?.closest('[role="presentation"]');
      drawerRootHiddenWhenRun.push(root ? root.getAttribute('aria-hidden') : 'gone');
    });
    renderWithProviders(<OpenDrawer then={then} />, { route: '/home' });
    act(() => screen.getByRole('button', { name: '去登录' }).click());
    expect(then).not.toHaveBeenCalled();
    await waitFor(() => expect(then).toHaveBeenCalledTimes(1));
    expect(drawerRootHiddenWhenRun).toEqual(['true']);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '移动端导航', hidden: true })).toBeNull());
  });

  it('closing from a nav link runs nothing afterwards', async () => {
    const then = jest.fn();
    renderWithProviders(<OpenDrawer then={then} />, { route: '/home' });
    act(() => screen.getByRole('link', { name: '留言板' }).click());
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '移动端导航', hidden: true })).toBeNull());
    expect(then).not.toHaveBeenCalled();
  });
});
