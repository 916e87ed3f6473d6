import { compose } from '@reduxjs/toolkit';

// The player's position arrives four times a second; Redux DevTools must not log it, or every other
// action scrolls away while music plays (docs/architecture.md, store).
type DevToolsCompose = (options: { actionsDenylist?: string[] }) => typeof compose;

describe('Redux DevTools options', () => {
  const devWindow = window as unknown as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: DevToolsCompose };
  afterEach(() => delete devWindow.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__);

  it('keep player/timeUpdated out of the action log', async () => {
    const extension = jest.fn<typeof compose, Parameters<DevToolsCompose>>(() => compose);
    devWindow.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = extension;
    // Redux Toolkit looks for the extension when it loads, so the store is loaded after it is there.
    jest.resetModules();
    const { makeStore } = await import('./store');
    makeStore();
    expect(extension).toHaveBeenCalled();
    expect(extension.mock.calls[0][0].actionsDenylist).toContain('player/timeUpdated');
  });
});
