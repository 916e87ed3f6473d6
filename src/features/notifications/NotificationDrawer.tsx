import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import ButtonBase from '@mui/material/ButtonBase';
import { useIsNarrow } from '@/shared/hooks/useIsNarrow';
import { NotificationItem } from './NotificationItem';
import type { Notification, NotifyPage } from './notificationsApi';

interface Props {
  open: boolean;
  onClose: () => void;
  page: NotifyPage | undefined;
  loading: boolean;
  onLoadMore: () => void;
  onJump: (item: Notification) => void;
  onDelete: (item: Notification) => void;
}

/** docs/behaviour.md §5.1 notification drawer: 我的消息, 40% wide on desktop / 80% on mobile, layer 9999 (docs/behaviour.md §5.1). */
export function NotificationDrawer({ open, onClose, page, loading, onLoadMore, onJump, onDelete }: Props) {
  const narrow = useIsNarrow();
  const list = page?.list ?? [];
  const atEnd = list.length >= (page?.total ?? 0);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: 9999 }}
      slotProps={{ paper: { sx: { width: narrow ? '80%' : '40%' }, 'aria-label': '我的消息' } }}
    >
      <Box sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          我的消息
        </Typography>
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {list.map((item) => (
            <NotificationItem key={item.id} item={item} onJump={onJump} onDelete={onDelete} />
          ))}
        </Box>
        <Box sx={{ textAlign: 'center', py: 2, color: 'text.secondary' }}>
          {loading ? (
            <Typography variant="body2">加载中…</Typography>
          ) : atEnd ? (
            <Typography variant="body2">{list.length === 0 ? '暂无消息' : '已经到底了'}</Typography>
          ) : (
            <ButtonBase onClick={onLoadMore} sx={{ typography: 'body2', color: 'primary.main' }}>
              点击加载更多～
            </ButtonBase>
          )}
        </Box>
      </Box>
    </Drawer>
  );
}
