import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { useLocation } from 'react-router';
import { useScrolledPast } from '@/shared/hooks/useScrollY';

/** spec §9: the back-to-top button appears after 200 px of scroll. */
export const BACK_TO_TOP_AFTER_PX = 200;

/** spec §2: back-to-top after 200 px; hidden on '/'. */
export function BackToTop() {
  const { pathname } = useLocation();
  const past = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  if (pathname === '/') return null;
  return (
    <Zoom in={past} unmountOnExit>
      <Fab
        size="small"
        color="secondary"
        aria-label="回到顶部"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', right: 28, bottom: 32, zIndex: 1200 }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
