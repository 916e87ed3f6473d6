import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { dockedSx, FLOATING_STACK, useFloatingAside } from '@/shared/hooks/useFloatingAside';
import { scrollBehavior } from '@/shared/lib/motion';

/** The floating button itself; loaded the first time the reader scrolls past the threshold. */
export function BackToTopButton({ visible }: { visible: boolean }) {
  const aside = useFloatingAside();
  return (
    // docs/behaviour.md §2.2: on a phone it steps aside (zooms out) while the reader scrolls down.
    <Zoom in={visible && !aside} unmountOnExit>
      <Fab
        size="small"
        color="secondary"
        aria-label="回到顶部"
        onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
        sx={{ position: 'fixed', right: FLOATING_STACK.smallRight, bottom: 32, zIndex: 1200, ...dockedSx('backToTop') }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
