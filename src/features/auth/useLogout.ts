import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { loggedOut } from './userSlice';

/** docs/behaviour.md §4.1: logout clears user info, toasts 退出成功, and leaves /userCenter for /home. */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    dispatch(loggedOut());
    dispatch(noticeShown({ kind: 'success', message: '退出成功' }));
    if (pathname === '/userCenter') navigate('/home');
  }, [dispatch, navigate, pathname]);
}
