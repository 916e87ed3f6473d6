import { ArticleSearchButton } from '@/features/article-search';
import { Layout } from '@/features/layout/Layout';
import { ThemeSwitch } from '@/features/theme/ThemeSwitch';
import { UserMenu } from '@/features/auth/UserMenu';
import { selectIsLoggedIn } from '@/features/auth/userSlice';
import { OnDemand } from '@/shared/components/OnDemand';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { lazyComponent } from '@/shared/lib/lazyComponent';
import { FloatingWidgets } from './FloatingWidgets';
import { useAppSelector } from './hooks';

// The bell once logged in, the mobile drawer's account area (the drawer itself loads on first
// open): chunks of their own.
const { Component: NotificationBell } = lazyComponent(() =>
  import(/* webpackChunkName: "widget-bell" */ '@/features/notifications/NotificationBell').then(
    (m) => m.NotificationBell,
  ),
);
const { Component: DrawerUserArea } = lazyComponent(() =>
  import(/* webpackChunkName: "mobile-drawer" */ '@/features/auth/DrawerUserArea').then((m) => m.DrawerUserArea),
);

// The user menu, the drawer's user area and the bell depend on the saved login: they render only
// after mount, so the server HTML is the same for every reader (docs/architecture.md).
function HydratedUserMenu() {
  return useHydrated() ? <UserMenu /> : null;
}

function SignedInBell() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return useHydrated() && loggedIn ? (
    <OnDemand>
      <NotificationBell />
    </OnDemand>
  ) : null;
}

function HydratedDrawerUserArea({ onDone }: { onDone: () => void }) {
  return useHydrated() ? (
    <OnDemand>
      <DrawerUserArea onDone={onDone} />
    </OnDemand>
  ) : null;
}

// The slots are made once: AppShell holds no state, so nothing re-renders the layout from here and
// no update reaches the header or the page while they wait to hydrate (docs/performance.md "Hydration").
const USER_MENU = <HydratedUserMenu />;
const HEADER_ACTIONS = (
  <>
    <ArticleSearchButton />
    <ThemeSwitch />
    <SignedInBell />
  </>
);
const drawerUserArea = (close: () => void) => <HydratedDrawerUserArea onDone={close} />;
const FLOATING = <FloatingWidgets />;

/**
 * The layout route element: composes features into the layout's slots (features never import each
 * other's components; src/app does). Slots:
 * - `userMenu`: desktop login entry / avatar submenu — accounts feature.
 * - `headerActions`: article search, theme switch and, for logged-in users, the notification bell.
 * - `drawerUserArea`: top of the mobile drawer (avatar, logout) — accounts feature; gets `close`.
 * - `floating`: fixed widgets — chat button, music player, the login dialog, the new-version prompt
 *   (FloatingWidgets).
 */
export function AppShell() {
  return (
    <Layout userMenu={USER_MENU} headerActions={HEADER_ACTIONS} drawerUserArea={drawerUserArea} floating={FLOATING} />
  );
}
