import { Suspense, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/shared/components/ErrorBoundary';
import { FrameMemo } from '@/shared/components/FrameMemo';
import { OnDemand } from '@/shared/components/OnDemand';
import { afterLoadComponent } from '@/shared/lib/afterLoadComponent';
import { useGetSiteConfigQuery } from '@/features/site';
import { FLOATING_DOCK_HEIGHT, NARROW_MEDIA } from '@/shared/hooks/useFloatingAside';
import { BackToTop } from './BackToTop';
import { FloatingDock } from './FloatingDock';
import { Header, type HeaderSlots } from './Header';
import { PageLoadError } from './PageLoadError';
import { RouteProgressFallback } from './RouteProgressFallback';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { useRouteTransitions } from './useRouteTransitions';

// Below every page: its code is fetched after `load`, and the server's footer stays as drawn until
// then (docs/performance.md "/home first load").
const { Component: Footer } = afterLoadComponent(() =>
  import(/* webpackChunkName: "footer" */ './SiteFooter').then((m) => m.SiteFooter),
);
// The navigation bar's styles: no bar runs before the first navigation, which needs the page loaded.
const { Component: ProgressBarStyles } = afterLoadComponent(() =>
  import(/* webpackChunkName: "progress-bar-styles" */ './ProgressBarStyles').then((m) => m.ProgressBarStyles),
);

export interface LayoutSlots extends HeaderSlots {
  /** Fixed-position widgets over every page: chat button, music player. */
  floating?: ReactNode;
}

/** The brand shown before the site config arrives. */
export const DEFAULT_BRAND = '砚';

/** docs/behaviour.md §2.1: the common layout of every route — header, content area, footer, back-to-top. */
export function Layout({ floating, userMenu, headerActions, drawerUserArea }: LayoutSlots) {
  useRouteTransitions();
  const { data: config } = useGetSiteConfigQuery();
  const brand = config?.blog_name || DEFAULT_BRAND;
  const { pathname } = useLocation();
  // docs/performance.md "Hydration": the header, the page, the footer and the bar's styles sit in
  // Suspense boundaries that hydrate after the shell, so the shell (with the floating launchers a
  // first tap may be aimed at) commits first. An update from above that reaches such a boundary first
  // (the header's slots change once hydrated) makes React hydrate it at once, in one long task; the
  // same elements each render let React skip them, so they hydrate in slices.
  const progressBarStyles = useMemo(
    () => (
      <OnDemand>
        <ProgressBarStyles />
      </OnDemand>
    ),
    [],
  );
  const header = useMemo(
    () => (
      <Suspense>
        <FrameMemo inputs={`header ${pathname} ${brand}`}>
          <Header brand={brand} userMenu={userMenu} headerActions={headerActions} drawerUserArea={drawerUserArea} />
        </FrameMemo>
      </Suspense>
    ),
    [brand, userMenu, headerActions, drawerUserArea, pathname],
  );
  const page = useMemo(
    () => (
      // Keyed by path: leaving a page that failed to load gives the next one a fresh boundary.
      <ErrorBoundary key={pathname} fallback={() => <PageLoadError />}>
        <Suspense fallback={<RouteProgressFallback />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    ),
    [pathname],
  );
  const footer = useMemo(
    () => (
      <OnDemand>
        <Footer owner={brand} config={config} />
      </OnDemand>
    ),
    [brand, config],
  );
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        // docs/behaviour.md §2.2: the page ends above the phone's dock, so its last lines are readable.
        [NARROW_MEDIA]: { pb: `${FLOATING_DOCK_HEIGHT}px` },
      }}
    >
      {progressBarStyles}
      <SkipLink />
      {header}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {page}
      </Box>
      {footer}
      <FloatingDock />
      <BackToTop />
      {floating}
    </Box>
  );
}
