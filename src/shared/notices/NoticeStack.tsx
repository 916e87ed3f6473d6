import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useDispatch, useSelector } from 'react-redux';
import { noticeDismissed, selectNotices, type Notice } from './noticesSlice';

/** docs/behaviour.md §1.3: notices sit 60 px from the top, above dialogs and drawers (z-index 9999). */
export const NOTICE_OFFSET_PX = 60;

function NoticeItem({ notice }: { notice: Notice }) {
  const dispatch = useDispatch();
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(noticeDismissed(notice.id)), notice.duration);
    return () => window.clearTimeout(timer);
  }, [dispatch, notice.id, notice.duration]);
  return (
    <Alert
      severity={notice.kind}
      variant="filled"
      onClose={() => dispatch(noticeDismissed(notice.id))}
      closeText="关闭"
      sx={{ minWidth: 260, maxWidth: 360, boxShadow: 3, wordBreak: 'break-word' }}
    >
      {notice.title && <AlertTitle sx={{ fontWeight: 600 }}>{notice.title}</AlertTitle>}
      {notice.message}
    </Alert>
  );
}

/** The visible stack of notices (MUI Alert); loaded with the first notice (NoticeHost). */
export function NoticeStack() {
  const items = useSelector(selectNotices);
  return (
    <Stack
      spacing={1}
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: NOTICE_OFFSET_PX,
        right: 16,
        zIndex: 10000,
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {items.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </Stack>
  );
}
