import type { ReactElement } from 'react';
import { initialUserState } from '@/features/auth';
import type { AppStore } from '@/app/store';
import { NoticeHost } from '@/shared/notices/NoticeHost';
import { selectNotices } from '@/shared/notices/noticesSlice';
import { renderWithProviders } from './renderWithProviders';

/**
 * Every notice message the store has held, in order. A notice leaves the screen after 3 s
 * (docs/behaviour.md §1.3); on a loaded machine a test's other queries can outlast that, so
 * tests ask what was announced rather than race the notice's timer.
 */
function recordNotices(store: AppStore) {
  const seen = new Map<string, string>();
  const note = () => selectNotices(store.getState()).forEach((n) => seen.set(n.id, n.message));
  note();
  store.subscribe(note);
  return () => [...seen.values()];
}

/**
 * Renders an admin screen for a logged-in admin (real store, real base query), with the notices the
 * author sees beside it (the app's shell hosts them).
 */
export function renderAsAdmin(ui: ReactElement, route = '/admin') {
  const user = { ...initialUserState, token: 'admin-token', tokenFlag: true, infoFlag: true };
  const userInfo = { id: 1, role: 1, nick_name: '作者', avatar: '' };
  const persisted = { _persist: { version: -1, rehydrated: true } };
  const result = renderWithProviders(
    <>
      <NoticeHost />
      {ui}
    </>,
    { preloadedState: { user: { ...user, userInfo, ...persisted } }, route },
  );
  return { ...result, noticesShown: recordNotices(result.store) };
}
