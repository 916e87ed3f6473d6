import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import { useLocation, useNavigate } from 'react-router';
import { CjkSpaced } from '@/shared/components/CjkSpaced';
import { Link } from '@/shared/components/Link';
import { ELEVATION_IN_CLASS_STYLE, elevationSx } from '@/shared/lib/paperElevation';
import { useIsNarrow } from '@/shared/hooks/useIsNarrow';
import { OnDemand } from '@/shared/components/OnDemand';
import { useIdleReady, useOnceTrue } from '@/shared/hooks/useIdleReady';
import { lazyComponent } from '@/shared/lib/lazyComponent';
import { useScrollDirection } from '@/shared/hooks/useScrollDirection';
import { BANNER_SELECTOR } from '@/features/site';
import { DesktopNav } from './DesktopNav';
import type { CloseDrawer } from './MobileDrawer';

// The drawer (MUI Drawer + Modal + list) stays out of the first load: narrow screens mount it, closed,
// once the page is idle (so its first opening slides in like the later ones) or when the menu button
// is used first; wide screens never load it (the first-load budget, docs/performance.md "/home first load").
const { Component: MobileDrawer, preload: preloadMobileDrawer } = lazyComponent(() =>
  import(/* webpackChunkName: "mobile-drawer" */ './MobileDrawer').then((m) => m.MobileDrawer),
);

/** Dark enough behind the text (≥ 0.55 black down to 56 px) that white on pure white still reads at 4.5 : 1. */
export const HEADER_SCRIM = 'linear-gradient(rgba(0,0,0,.6) 0, rgba(0,0,0,.55) 56px, rgba(0,0,0,0) 128px)';

export interface HeaderSlots {
  /** Desktop end of the menu: login entry or avatar submenu (accounts feature). */
  userMenu?: ReactNode;
  /** Icons beside the menu on every width: theme switch, notification bell. */
  headerActions?: ReactNode;
  /** Top of the mobile drawer: avatar and logout (accounts feature); gets a close callback. */
  drawerUserArea?: (close: CloseDrawer) => ReactNode;
}

interface Props extends HeaderSlots {
  brand: string;
}

// docs/behaviour.md §2.2: see-through near the top only over a page's banner. The header precedes
// `main`, so it looks ahead for a marked banner with `:has(~ …)`; pages without one (the desk, a page
// that failed to load) keep the opaque bar instead of a dark scrim over a light page. CSS, not state,
// so the server's HTML paints the same header the client keeps.
const OVER_BANNER = `&[data-transparent="true"]:has(~ main ${BANNER_SELECTOR})`;

/**
 * docs/behaviour.md §2.2 header: hides on scrolling down, reappears on scrolling up, transparent within 50 px of
 * the top over a banner (scroll handler throttled to 5 ms). Narrow screens get the drawer menu and, away from
 * /home, a back arrow.
 * `data-transparent` says the page is within those 50 px.
 */
export function Header({ brand, userMenu, headerActions, drawerUserArea }: Props) {
  const { hidden, transparent } = useScrollDirection();
  const narrow = useIsNarrow();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // docs/behaviour.md §2.2: the home page is where a reader starts; a back arrow there leads nowhere.
  const backArrow = narrow && pathname !== '/home';
  const [drawerOpen, setDrawerOpen] = useState(false);
  const idle = useIdleReady();
  const drawerWanted = useOnceTrue(drawerOpen) || idle;
  return (
    <AppBar
      position="fixed"
      elevation={2}
      data-hidden={hidden}
      data-transparent={transparent}
      style={ELEVATION_IN_CLASS_STYLE}
      sx={[
        elevationSx(2),
        {
          transform: hidden ? 'translateY(-100%)' : 'none',
          transition: 'transform .3s ease, background-color .3s ease, color .3s ease',
          bgcolor: 'background.paper',
          color: 'text.primary',
          backgroundImage: 'none',
          // White menu text over any picture (even a pure-white banner) keeps 4.5 : 1: a dark scrim under
          // the transparent header that fades out below it (docs/accessibility.md).
          '&::before': {
            content: '""',
            position: 'absolute',
            inset: '0 0 -72px 0',
            zIndex: -1,
            pointerEvents: 'none',
            background: HEADER_SCRIM,
            opacity: 0,
            transition: 'opacity .3s ease',
          },
          [OVER_BANNER]: {
            bgcolor: 'transparent',
            color: '#fff',
            boxShadow: 'none',
            '&::before': { opacity: 1 },
          },
        },
      ]}
    >
      <Toolbar sx={{ gap: 1 }}>
        {backArrow && (
          <IconButton color="inherit" edge="start" aria-label="返回" onClick={() => navigate(-1)}>
            <ArrowBack />
          </IconButton>
        )}
        <Typography
          component={Link}
          to="/home"
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
        >
          <CjkSpaced text={brand} spacing="2px" />
        </Typography>
        <Box sx={{ flex: 1 }} />
        {!narrow && <DesktopNav />}
        {headerActions}
        {narrow ? (
          <IconButton
            color="inherit"
            edge="end"
            aria-label="打开菜单"
            onPointerEnter={preloadMobileDrawer}
            onFocus={preloadMobileDrawer}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        ) : (
          // The user area depends on the saved login, so it arrives after hydration. Its room (the
          // 登录 button's width) is kept from the first paint, so the search and theme buttons do not
          // jump left under a reader's tap (docs/performance.md "Layout that stays put").
          <Box data-testid="user-area" sx={{ minWidth: 64, display: 'flex', justifyContent: 'flex-end' }}>
            {userMenu}
          </Box>
        )}
      </Toolbar>
      {narrow && drawerWanted && (
        <OnDemand>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} userArea={drawerUserArea} />
        </OnDemand>
      )}
    </AppBar>
  );
}
