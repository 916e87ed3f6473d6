import { useLocation } from 'react-router';
import Fab from '@mui/material/Fab';
import ChatIcon from '@mui/icons-material/Chat';
import { CHAT_FAB_LABEL, chatFabSx } from './chatFab';

/**
 * The chat button as the server renders it, before the widget's code is there (docs/architecture.md
 * "Boot on intent"): the same button in the same place, so a first tap lands on it and opens the
 * panel once the widget has loaded. Hidden on '/' like the widget (docs/behaviour.md §6.1).
 */
export function ChatLauncher({ onOpen }: { onOpen: () => void }) {
  const { pathname } = useLocation();
  if (pathname === '/') return null;
  return (
    <Fab size="medium" color="primary" aria-label={CHAT_FAB_LABEL} onClick={onOpen} sx={chatFabSx}>
      <ChatIcon />
    </Fab>
  );
}
