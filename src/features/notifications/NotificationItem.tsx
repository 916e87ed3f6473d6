import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RelativeTime } from '@/shared/components/RelativeTime';
import { NotificationMessage } from './NotificationMessage';
import type { Notification } from './notificationsApi';

interface Props {
  item: Notification;
  onJump: (item: Notification) => void;
  onDelete: (item: Notification) => void;
}

/** docs/behaviour.md §5.1, §5.2: one message — new badge and highlighted jump button while unread; delete asks first. */
export function NotificationItem({ item, onJump, onDelete }: Props) {
  const [confirmAnchor, setConfirmAnchor] = useState<HTMLElement | null>(null);
  const unread = item.isView === 1;
  return (
    <Box
      component="li"
      data-testid="notification-item"
      sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        {unread && <Chip label="new" color="error" size="small" />}
        {item.createdAt && <RelativeTime value={item.createdAt} variant="caption" color="text.secondary" />}
      </Box>
      <NotificationMessage text={item.message} />
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button size="small" variant={unread ? 'contained' : 'outlined'} onClick={() => onJump(item)}>
          跳转
        </Button>
        <Button size="small" color="error" onClick={(event) => setConfirmAnchor(event.currentTarget)}>
          删除
        </Button>
      </Box>
      <Popover
        open={!!confirmAnchor}
        anchorEl={confirmAnchor}
        onClose={() => setConfirmAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        sx={{ zIndex: 10000 }}
      >
        <Box sx={{ p: 1.5 }}>
          <Typography variant="body2">确定删除这条消息吗？</Typography>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
            <Button size="small" onClick={() => setConfirmAnchor(null)}>
              取消
            </Button>
            <Button
              size="small"
              variant="contained"
              color="error"
              onClick={() => {
                setConfirmAnchor(null);
                onDelete(item);
              }}
            >
              确定
            </Button>
          </Box>
        </Box>
      </Popover>
    </Box>
  );
}
