import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Popover from '@mui/material/Popover';
import ChatIcon from '@mui/icons-material/Chat';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { floatingAsideSx, useFloatingAside } from '@/shared/hooks/useFloatingAside';
import { useIsNarrow } from '@/shared/hooks/useIsNarrow';
import { chatConnectRequested } from './chatActions';
import { panelClosed, panelOpened, selectPanelOpen, selectUnread } from './chatSlice';
import { ChatHeader } from './ChatHeader';
import { ChatMessageList } from './ChatMessageList';
import { ChatComposer } from './ChatComposer';
import { formatUnread } from './chatTexts';
import { CHAT_FAB_LABEL, chatFabSx } from './chatFab';

/**
 * The chat button with its unread badge and the popover panel, mounted in the AppShell's floating
 * slot. docs/behaviour.md §6.1: hidden on '/'; panel 580 px on PC, 380 px under 798 px. The socket connects on
 * start (here, once) and lives on in the middleware whether or not the panel is open.
 */
export function ChatWidget({ openAtMount = false }: { openAtMount?: boolean }) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const narrow = useIsNarrow();
  const open = useAppSelector(selectPanelOpen);
  const unread = useAppSelector(selectUnread);
  const button = useRef<HTMLButtonElement>(null);
  // The open panel is anchored to the button: it stays while the panel is open.
  const aside = useFloatingAside() && !open;

  useEffect(() => {
    dispatch(chatConnectRequested());
  }, [dispatch]);

  // The reader tapped the launcher before this code was there (ChatLauncher): open as asked.
  useEffect(() => {
    if (openAtMount) dispatch(panelOpened());
  }, [openAtMount, dispatch]);

  if (pathname === '/') return null;
  return (
    <>
      <Fab
        ref={button}
        size="medium"
        color="primary"
        aria-label={CHAT_FAB_LABEL}
        onClick={() => dispatch(open ? panelClosed() : panelOpened())}
        data-aside={aside || undefined}
        sx={[chatFabSx, floatingAsideSx(aside)]}
      >
        <Badge badgeContent={unread > 0 ? formatUnread(unread) : undefined} color="error" data-testid="chat-unread">
          <ChatIcon />
        </Badge>
      </Fab>
      <Popover
        open={open}
        anchorEl={button.current}
        onClose={() => dispatch(panelClosed())}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        sx={{ zIndex: 9999 }}
      >
        <Box
          data-testid="chat-panel"
          sx={{
            // The popover keeps 16 px from each window edge: a 390 px phone gets the whole panel,
            // 发送 and the right-hand avatars included (docs/behaviour.md §6.1).
            width: narrow ? 380 : 580,
            maxWidth: 'calc(100vw - 32px)',
            height: narrow ? '70vh' : 560,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <ChatHeader onClose={() => dispatch(panelClosed())} />
          <ChatMessageList />
          <ChatComposer />
        </Box>
      </Popover>
    </>
  );
}
