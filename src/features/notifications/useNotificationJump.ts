import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectIsLoggedIn, selectUserInfo } from '@/features/auth';
import { useGetSiteConfigQuery } from '@/features/site';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { notificationTarget } from './notificationTarget';
import { useMarkNotificationReadMutation, type Notification } from './notificationsApi';
import { NOTIFY_TYPE } from '@protocol/codes';

export type JumpableNotification = Pick<Notification, 'id' | 'type' | 'to_id' | 'isView'>;

/**
 * Following a notification (docs/behaviour.md §5.1), wherever it is listed (the bell's drawer, the
 * desk's dashboard): an unread one is marked read, then its target opens — a route here, or an
 * external admin site in a new tab. `onLeave` runs just before leaving (the drawer closes).
 */
export function useNotificationJump(onLeave?: () => void): (item: JumpableNotification) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserInfo)?.id ?? 0;
  const [markRead] = useMarkNotificationReadMutation();
  // docs/behaviour.md §5.1: type 4 opens the admin site — its address is the site config's admin_url (docs/behaviour.md §8.1).
  const { data: siteConfig } = useGetSiteConfigQuery(undefined, { skip: !loggedIn });

  return (item) => {
    if (item.isView === 1) void markRead({ id: item.id, userId });
    const target = notificationTarget(item, siteConfig?.admin_url);
    if (!target) {
      // No admin site ships with Inkstone: say so instead of a dead click (admin_url is empty by default).
      if (item.type === NOTIFY_TYPE.adminSite)
        dispatch(noticeShown({ kind: 'warning', title: '温馨提示', message: '管理后台地址尚未配置' }));
      return;
    }
    onLeave?.();
    if (target.kind === 'route') navigate(target.to);
    else window.open(target.url, '_blank', 'noopener,noreferrer');
  };
}
