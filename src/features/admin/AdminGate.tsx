import { useAppSelector } from '@/app/hooks';
import { selectIsAdmin, selectIsLoggedIn } from '@/features/auth';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { isRehydrated } from '@/shared/lib/rehydration';
import { lazyComponent } from '@/shared/lib/lazyComponent';
import { AdminForbidden, AdminLoadingShell, AdminLoginPrompt } from './GateScreens';

// The whole admin desk is one on-demand chunk ("admin"). This gate is the only admin code in the
// readers' bundle: it asks for the chunk only once the stored user is an admin, so a reader who
// types /admin never downloads a byte of the desk.
const adminApp = lazyComponent(() => import(/* webpackChunkName: "admin" */ './AdminApp').then((m) => m.AdminApp));

/** Starts the admin chunk's download early (hover on the avatar menu entry). */
export const preloadAdmin = adminApp.preload;

/**
 * /admin/* (docs/admin-desk.md "Who gets it"): decided only once the page is hydrated and the stored
 * user is read back (redux-persist), a neutral loading shell until then. A visitor gets the login
 * dialog, an admin the desk, any other logged-in reader 无权访问. Never the public 404 page: the
 * server answers /admin 200 (it cannot know who reads), and the address must keep working.
 */
export function AdminGate() {
  const isAdmin = useAppSelector(selectIsAdmin);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const restored = useAppSelector(isRehydrated);
  const hydrated = useHydrated();
  if (!hydrated || !restored) return <AdminLoadingShell />;
  if (!loggedIn) return <AdminLoginPrompt />;
  if (!isAdmin) return <AdminForbidden />;
  // The layout's page frame supplies the loading bar and the load-error state around this.
  return <adminApp.Component />;
}
