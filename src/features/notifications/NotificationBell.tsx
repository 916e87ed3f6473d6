import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectIsLoggedIn, selectUserInfo } from '@/features/auth';
import { useGetSiteConfigQuery } from '@/features/site';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { useMutationNotice } from '@/shared/api/useMutationNotice';
import { NotificationDrawer } from './NotificationDrawer';
import { notificationTarget, unreadCount, UNREAD_BADGE_MAX } from './notificationTarget';
import {
  useDeleteNotificationMutation,
  useGetNotifyListQuery,
  useMarkNotificationReadMutation,
  type Notification,
} from './notificationsApi';

/** docs/behaviour.md §5.1: the header bell (logged-in users only) with the unread badge, and its drawer. */
export function NotificationBell() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserInfo)?.id ?? 0;
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(1);
  const { data, isFetching, refetch } = useGetNotifyListQuery({ userId, current }, { skip: !loggedIn || !userId });
  const [markRead] = useMarkNotificationReadMutation();
  const [remove] = useDeleteNotificationMutation();
  const notify = useMutationNotice();
  // docs/behaviour.md §5.1: type 4 opens the admin site — its address is the site config's admin_url (docs/behaviour.md §8.1).
  const { data: siteConfig } = useGetSiteConfigQuery(undefined, { skip: !loggedIn });

  if (!loggedIn) return null;
  const unread = unreadCount(data?.list ?? []);

  // Opening shows page 1 afresh (docs/behaviour.md §5.1: page 1 replaces the list).
  const openDrawer = () => {
    if (current === 1) void refetch();
    else setCurrent(1);
    setOpen(true);
  };
  const jump = (item: Notification) => {
    if (item.isView === 1) void markRead({ id: item.id, userId });
    const target = notificationTarget(item, siteConfig?.admin_url);
    if (!target) {
      // No admin site ships with Inkstone: say so instead of a dead click (admin_url is empty by default).
      if (item.type === 4)
        dispatch(noticeShown({ kind: 'warning', title: '温馨提示', message: '管理后台地址尚未配置' }));
      return;
    }
    setOpen(false);
    if (target.kind === 'route') navigate(target.to);
    else window.open(target.url, '_blank', 'noopener,noreferrer');
  };
  const onDelete = async (item: Notification) => {
    // docs/behaviour.md §5.1: 删除成功, or the server message under 错误提示.
    await notify(remove({ id: item.id, userId }), { success: '删除成功', refused: '删除失败' });
  };

  return (
    <>
      <IconButton color="inherit" aria-label="我的消息" onClick={openDrawer}>
        <Badge badgeContent={unread} max={UNREAD_BADGE_MAX} color="error">
          <NotificationsNoneOutlined />
        </Badge>
      </IconButton>
      <NotificationDrawer
        open={open}
        onClose={() => setOpen(false)}
        page={data}
        loading={isFetching}
        onLoadMore={() => setCurrent((c) => c + 1)}
        onJump={jump}
        onDelete={(item) => void onDelete(item)}
      />
    </>
  );
}
