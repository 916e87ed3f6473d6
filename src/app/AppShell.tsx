import { Layout } from '@/features/layout/Layout';
import { useSiteStartup } from '@/features/site/useSiteStartup';
import { ThemeSwitch } from '@/features/theme/ThemeSwitch';
import { DrawerUserArea } from '@/features/auth/DrawerUserArea';
import { LoginDialog } from '@/features/auth/LoginDialog';
import { UserMenu } from '@/features/auth/UserMenu';
import { NotificationBell } from '@/features/notifications/NotificationBell';
import { ChatWidget } from '@/features/chat-room/ChatWidget';
import { MusicPlayer } from '@/features/music-player/components/MusicPlayer';

/**
 * The layout route element: composes features into the layout's slots (features never import each
 * other's components; src/app does). Slots:
 * - `userMenu`: desktop login entry / avatar submenu — accounts feature.
 * - `headerActions`: theme switch (here) and, for logged-in users, the notification bell.
 * - `drawerUserArea`: top of the mobile drawer (avatar, logout) — accounts feature; gets `close`.
 * - `floating`: fixed widgets — chat button, music player (and dialogs such as the login dialog).
 * An empty slot renders nothing.
 */
export function AppShell() {
  useSiteStartup();
  return (
    <Layout
      userMenu={<UserMenu />}
      headerActions={
        <>
          <ThemeSwitch />
          <NotificationBell />
        </>
      }
      drawerUserArea={(close) => <DrawerUserArea onDone={close} />}
      floating={
        <>
          <ChatWidget />
          <MusicPlayer />
          <LoginDialog />
        </>
      }
    />
  );
}
