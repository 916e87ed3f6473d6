import type { ReactElement } from 'react';
import { initialUserState } from '@/features/auth';
import { NoticeHost } from '@/shared/notices/NoticeHost';
import { renderWithProviders } from './renderWithProviders';

/**
 * Renders an admin screen for a logged-in admin (real store, real base query), with the notices the
 * author sees beside it (the app's shell hosts them).
 */
export function renderAsAdmin(ui: ReactElement, route = '/admin') {
  const user = { ...initialUserState, token: 'admin-token', tokenFlag: true, infoFlag: true };
  const userInfo = { id: 1, role: 1, nick_name: '作者', avatar: '' };
  const persisted = { _persist: { version: -1, rehydrated: true } };
  return renderWithProviders(
    <>
      <NoticeHost />
      {ui}
    </>,
    { preloadedState: { user: { ...user, userInfo, ...persisted } }, route },
  );
}
