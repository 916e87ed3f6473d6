import type { ReactNode } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectIsAdmin } from '@/features/auth';
import { useHydrated } from '@/shared/hooks/useHydrated';
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
 * /admin/*: the admin desk for role admin, the 404 page for everyone else. The server renders the
 * 404 page (it knows no reader), so hydration renders it too and the desk replaces it afterwards.
 */
export function AdminGate({ fallback }: Props) {
  const isAdmin = useAppSelector(selectIsAdmin);
  const hydrated = useHydrated();
  if (!isAdmin || !hydrated) return <>{fallback}</>;
  // The layout's page frame supplies the loading bar and the load-error state around this.
  return <adminApp.Component />;
}
