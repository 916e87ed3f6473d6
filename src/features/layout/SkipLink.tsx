import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';

/** The id of the layout's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';
export const SKIP_LINK_TEXT = '跳到主要内容';

/**
 * The first stop of the Tab order: hidden until focused, then shown over the header; it moves focus
 * to the page content so keyboard readers need not tab through the whole menu on every page.
 * Focus is moved by hand (no #fragment in the address, which the router would treat as navigation).
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 10002,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontWeight: 600,
        textDecoration: 'none',
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      {SKIP_LINK_TEXT}
    </Box>
  );
}
