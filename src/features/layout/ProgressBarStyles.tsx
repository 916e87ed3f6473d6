import GlobalStyles from '@mui/material/GlobalStyles';
import { PROGRESS_BAR } from '@/shared/lib/progressBar';

/** nprogress's bar in the theme's accent colour (replaces nprogress.css; the spinner is off). */
export function ProgressBarStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        '#nprogress': { pointerEvents: 'none' },
        '#nprogress .bar': {
          background: (theme.vars ?? theme).palette.secondary.main,
          position: 'fixed',
          zIndex: PROGRESS_BAR.zIndex,
          top: 0,
          left: 0,
          width: '100%',
          height: PROGRESS_BAR.height,
        },
        '#nprogress .peg': {
          display: 'block',
          position: 'absolute',
          right: 0,
          width: 100,
          height: '100%',
          opacity: 1,
          boxShadow: `0 0 10px ${(theme.vars ?? theme).palette.secondary.main}, 0 0 5px ${(theme.vars ?? theme).palette.secondary.main}`,
          transform: 'rotate(3deg) translate(0px, -4px)',
        },
      })}
    />
  );
}
