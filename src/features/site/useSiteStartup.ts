import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { blogAvatarLoaded, selectIsLoggedIn, selectUserInfo } from '@/features/auth';
import { claimGreeting, greeting } from '@/shared/lib/greeting';
import { whenRehydrated } from '@/shared/lib/rehydration';
import { safeStorage } from '@/shared/lib/storageCodec';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { failureNotice } from '@/shared/api/useMutationNotice';
import { useAddViewMutation, useGetPageHeadersQuery, useGetSiteConfigQuery } from './siteApi';
import { claimVisit } from './visitGuard';

/**
 * Start-up work of the site (docs/behaviour.md §8.1, §1.3): count the visit once per browser session, load the
 * page headers (PageBanner reads them from their query), put the blog avatar into the user store, and greet.
 */
export function useSiteStartup(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [addView] = useAddViewMutation();
  const headers = useGetPageHeadersQuery();
  const config = useGetSiteConfigQuery();
  const greeted = useRef(false);

  useEffect(() => {
    if (claimVisit(safeStorage('session'))) void addView();
  }, [addView]);

  useEffect(() => {
    // docs/behaviour.md §8.1: a refusal shows the server message (HTTP failures were shown by the base query).
    const notice = failureNotice(headers.error);
    if (notice) dispatch(noticeShown(notice));
  }, [headers.error, dispatch]);

  useEffect(() => {
    if (config.data?.blog_avatar) dispatch(blogAvatarLoaded(config.data.blog_avatar));
  }, [config.data, dispatch]);

  useEffect(() => {
    // docs/behaviour.md §1.4: welcome toast '欢迎～' with the time-of-day greeting, once per browser session
    // (a toast on every load covered titles on phones), not after a login greeted this session; the ref
    // survives StrictMode's re-run.
    // Waits for the saved user: a server-rendered page mounts before it is restored.
    if (greeted.current) return undefined;
    return whenRehydrated(store, () => {
      greeted.current = true;
      if (!claimGreeting(safeStorage('session'))) return;
      const state = store.getState();
      const user = selectIsLoggedIn(state) ? selectUserInfo(state) : null;
      const message = greeting({ hour: new Date().getHours(), name: user?.nick_name, userId: user?.id });
      dispatch(noticeShown({ kind: 'success', title: '欢迎～', message }));
    });
  }, [dispatch, store]);
}
