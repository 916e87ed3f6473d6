import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useAppSelector } from '@/app/hooks';
import { selectIsAdmin } from '@/features/auth';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { isRehydrated } from '@/shared/lib/rehydration';
import { lazyComponent } from '@/shared/lib/lazyComponent';

// The whole admin desk is one on-demand chunk ("admin"). This gate is the only admin code in the
// readers' bundle: it asks for the chunk only once the stored user is an admin, so a reader who
// types /admin gets the 404 page and never downloads a byte of the desk.
const adminApp = lazyComponent(() => import(/* webpackChunkName: "admin" */ './AdminApp').then((m) => m.AdminApp));

/** Starts the admin chunk's download early (hover on the avatar menu entry). */
export const preloadAdmin = adminApp.preload;

interface Props {
  /** What everyone but an admin sees: the app's 404 page (pages are composed by src/app). */
  fallback: ReactNode;
}

/**
 * Neither the desk nor the 404 page: what /admin shows until it is known who is reading (docs/behaviour.md
 * §11). The server renders this (it knows no reader), so a reload of /admin never flashes
 * the public 404 page before the dashboard.
 */
function AdminLoadingShell() {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', gap: 2 }}>
      <CircularProgress size={32} aria-hidden />
      <Box component="span" sx={{ color: 'text.secondary' }}>
        加载中…
      </Box>
    </Box>
  );
}

/**
 * /admin/*: the admin desk for role admin, the 404 page for everyone else — decided only once the page
 * is hydrated and the stored user is read back (redux-persist); until then a neutral loading shell.
 */
export function AdminGate({ fallback }: Props) {
  const isAdmin = useAppSelector(selectIsAdmin);
  const restored = useAppSelector(isRehydrated);
  const hydrated = useHydrated();
  if (!hydrated || !restored) return <AdminLoadingShell />;
  if (!isAdmin) return <>{fallback}</>;
  // The layout's page frame supplies the loading bar and the load-error state around this.
  return <adminApp.Component />;
}
