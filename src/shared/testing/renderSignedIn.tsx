import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@/app/store';
import { tokenReceived } from '@/features/auth';
import type { ApiTransport } from '@/shared/api/baseQuery';
import { renderWithProviders } from './renderWithProviders';

/**
 * Renders a screen of a signed-in reader's own (账号安全, 个人中心): a real store holding a token, its
 * requests going to `transport` (a local API server), and a user-event session to drive it.
 */
export function renderSignedIn(ui: ReactElement, transport: ApiTransport) {
  const store = makeStore(undefined, { transport });
  store.dispatch(tokenReceived('tok'));
  return { ...renderWithProviders(ui, { store }), user: userEvent.setup() };
}
