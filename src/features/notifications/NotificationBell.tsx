import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectIsLoggedIn, selectUserInfo } from '@/features/auth';
import { useMutationNotice } from '@/shared/api/useMutationNotice';
import { NotificationDrawer } from './NotificationDrawer';
import { unreadCount, UNREAD_BADGE_MAX } from './notificationTarget';
import { useDeleteNotificationMutation, useGetNotifyListQuery, type Notification } from './notificationsApi';
import { useNotificationJump } from './useNotificationJump';

/** docs/behaviour.md §5.1: the header bell (logged-in users only) with the unread badge, and its drawer. */
export function NotificationBell() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserInfo)?.id ?? 0;
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(1);
  const { data, isFetching, refetch } = useGetNotifyListQuery({ userId, current }, { skip: !loggedIn || !userId });
  const [remove] = useDeleteNotificationMutation();
  const notify = useMutationNotice();
  const jump = useNotificationJump(() => setOpen(false));

  if (!loggedIn) return null;
  const unread = unreadCount(data?.list ?? []);

  // Opening shows page 1 afresh (docs/behaviour.md §5.1: page 1 replaces the list).
  const openDrawer = () => {
    if (current === 1) void refetch();
    else setCurrent(1);
    setOpen(true);
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
