import Box from '@mui/material/Box';
import { FLOATING_DOCK_HEIGHT, NARROW_MEDIA, useFloatingAside } from '@/shared/hooks/useFloatingAside';

/**
 * docs/behaviour.md §2.2 "Floating controls on a phone": the opaque strip the floating controls sit
 * on along a narrow screen's bottom edge. What scrolls behind it is hidden as behind the header, never
 * half-covered by a button; it steps aside with the controls while the reader scrolls down. Drawn by
 * CSS alone (a media query), so the server's HTML already has it where the app keeps it.
 */
export function FloatingDock() {
  const aside = useFloatingAside();
  return (
    <Box
      aria-hidden
      data-testid="floating-dock"
      data-aside={aside || undefined}
      sx={{
        display: 'none',
        [NARROW_MEDIA]: {
          display: 'block',
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          height: FLOATING_DOCK_HEIGHT,
          // Under the controls (1200, the disc 1300), over the page; the header's layer.
          zIndex: 1100,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          boxShadow: '0 -2px 8px rgba(0,0,0,.08)',
          translate: aside ? '0 100%' : 'none',
          transition: 'translate 200ms ease-out',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        },
      }}
    />
  );
}
