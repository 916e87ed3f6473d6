import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { clearReaderCaches } from '@/shared/lib/readerCaches';
import { logoutRequested } from './logoutFlow';

/**
 * docs/behaviour.md §4.1: logout ends the session on the server (docs/security.md "Sessions"), clears
 * user info, toasts 退出成功, and leaves /userCenter for /home; §12.3: it also empties the offline
 * caches of what this reader opened, pictures included.
 */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    void dispatch(logoutRequested()).then(() => {
      void clearReaderCaches().catch(() => undefined);
      dispatch(noticeShown({ kind: 'success', message: '退出成功' }));
      if (pathname === '/userCenter') navigate('/home');
    });
  }, [dispatch, navigate, pathname]);
}
