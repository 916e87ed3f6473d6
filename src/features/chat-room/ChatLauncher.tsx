import { useLocation } from 'react-router';
import Fab from '@mui/material/Fab';
import { launcherMark } from '@/shared/boot/firstIntent';
import { MaskIcon } from '@/shared/components/MaskIcon';
import { CHAT_FAB_LABEL, chatFabSx } from './chatFab';

// @mui/icons-material's Chat, drawn by CSS: the page carries one short tag instead of its SVG.
const CHAT =
  'M20 2H4c-1.1 0-1.99.9-1.99 2L2 22l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2M6 9h12v2H6zm8 5H6v-2h8zm4-6H6V6h12z';

/**
 * The chat button as the server renders it, before the widget's code is there (docs/architecture.md
 * "Boot on intent"): the same button in the same place, so a first tap lands on it and opens the
 * panel once the widget has loaded. Hidden on '/' like the widget (docs/behaviour.md §6.1).
 */
export function ChatLauncher({ onOpen }: { onOpen: () => void }) {
  const { pathname } = useLocation();
  if (pathname === '/') return null;
  return (
    <Fab
      size="medium"
      color="primary"
      aria-label={CHAT_FAB_LABEL}
      {...launcherMark('chat')}
      onClick={onOpen}
      sx={chatFabSx}
    >
      <MaskIcon path={CHAT} size={24} aria-hidden />
    </Fab>
  );
}
