import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import type { ApiTransport } from '@/shared/api/baseQuery';
import { createAppTheme } from '@/features/theme';
import { localApiTransport } from './localApiServer';

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** State merged into a fresh real store (docs/architecture.md: real makeStore, real selectors). */
  preloadedState?: Partial<RootState>;
  /** Pass a store to share it between renders or inspect it afterwards. */
  store?: AppStore;
  /** Initial location(s) of the MemoryRouter; defaults to '/'. */
  route?: string | string[];
  /** Where the store's requests go; defaults to the local API server the test started last. */
  transport?: ApiTransport;
}

/**
 * Renders `ui` inside the app's providers: a real store, the MUI theme of the store's mode and a
 * MemoryRouter. Returns Testing Library's result plus the store.
 */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const {
    preloadedState,
    transport = localApiTransport(),
    store = makeStore(preloadedState, { transport }),
    route = '/',
    ...renderOptions
  } = options;
  const entries = Array.isArray(route) ? route : [route];
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <ThemeProvider theme={createAppTheme(store.getState().theme.theme)}>
          <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
            {children}
          </MemoryRouter>
        </ThemeProvider>
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
