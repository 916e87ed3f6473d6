import { ArticleSearchButton } from '@/features/article-search';
import { Layout } from '@/features/layout/Layout';
import { ThemeSwitch } from '@/features/theme/ThemeSwitch';
import { UserMenu } from '@/features/auth/UserMenu';
import { selectIsLoggedIn, selectShowLogin } from '@/features/auth/userSlice';
import { OnDemand } from '@/shared/components/OnDemand';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { useState } from 'react';
import { ChatLauncher } from '@/features/chat-room/ChatLauncher';
import { MusicLauncher } from '@/features/music-player/components/MusicLauncher';
import { useAfterLoadDone, useIdleReady, useOnceTrue } from '@/shared/hooks/useIdleReady';
import { lazyComponent } from '@/shared/lib/lazyComponent';
import { useAppSelector } from './hooks';
import { useUpdateWaiting } from './pwa/useUpdateWaiting';

// Widgets outside the first paint load as their own chunks: the login dialog when first opened,
// the bell once logged in, chat and music once the page is idle (keeps /home's first load small).
// Each sits in its own OnDemand frame, so one that fails to download leaves the others working.
const { Component: LoginDialog } = lazyComponent(() =>
  import(/* webpackChunkName: "widget-login" */ '@/features/auth/LoginDialog').then((m) => m.LoginDialog),
);
const { Component: NotificationBell } = lazyComponent(() =>
  import(/* webpackChunkName: "widget-bell" */ '@/features/notifications/NotificationBell').then(
    (m) => m.NotificationBell,
  ),
);
// The mobile drawer's account area: the drawer itself loads on first open.
const { Component: DrawerUserArea } = lazyComponent(() =>
  import(/* webpackChunkName: "mobile-drawer" */ '@/features/auth/DrawerUserArea').then((m) => m.DrawerUserArea),
);
const { Component: ChatWidget } = lazyComponent(() =>
  import(/* webpackChunkName: "widget-chat" */ '@/features/chat-room/ChatWidget').then((m) => m.ChatWidget),
);
const { Component: MusicPlayer } = lazyComponent(() =>
  import(/* webpackChunkName: "widget-music" */ '@/features/music-player/components/MusicPlayer').then(
    (m) => m.MusicPlayer,
  ),
);

// document.title after navigations (a first visit keeps the server's title), with the page-title table.
const { Component: DocumentTitle } = lazyComponent(() =>
  import(/* webpackChunkName: "document-title" */ './DocumentTitle').then((m) => m.DocumentTitle),
);

// Counting the visit, the welcome toast, the blog avatar (docs/behaviour.md §8.1, §1.4): all wait
// for saved state, which is read after `load`, so their code comes then too.
const { Component: SiteStartup } = lazyComponent(() =>
  import(/* webpackChunkName: "site-startup" */ '@/features/site/SiteStartup').then((m) => m.SiteStartup),
);

const { Component: UpdatePrompt } = lazyComponent(() =>
  import(/* webpackChunkName: "update-prompt" */ './pwa/UpdatePrompt').then((m) => m.UpdatePrompt),
);

/**
 * The layout route element: composes features into the layout's slots (features never import each
 * other's components; src/app does). Slots:
 * - `userMenu`: desktop login entry / avatar submenu — accounts feature.
 * - `headerActions`: article search, theme switch and, for logged-in users, the notification bell.
 * - `drawerUserArea`: top of the mobile drawer (avatar, logout) — accounts feature; gets `close`.
 * - `floating`: fixed widgets — chat button, music player, the login dialog, the new-version prompt.
 * The user menu, the drawer's user area and the bell depend on the saved login: they render only
 * after mount, so the server HTML is the same for every reader (docs/architecture.md).
 */
export function AppShell() {
  const hydrated = useHydrated();
  const idle = useIdleReady();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const loginWanted = useOnceTrue(useAppSelector(selectShowLogin));
  const updateWaiting = useUpdateWaiting();
  // docs/architecture.md "Boot on intent": the server renders the chat button and the music disc as
  // launchers; a tap on one mounts its widget open as soon as the store can serve it, and the
  // widgets replace the launchers on their own once the page is idle.
  const storeReady = useAfterLoadDone();
  const [asked, setAsked] = useState({ chat: false, music: false });
  const chatUp = idle || (storeReady && asked.chat);
  const musicUp = idle || (storeReady && asked.music);
  const chatLauncher = <ChatLauncher onOpen={() => setAsked((now) => ({ ...now, chat: true }))} />;
  const musicLauncher = <MusicLauncher onOpen={() => setAsked((now) => ({ ...now, music: true }))} />;
  return (
    <Layout
      userMenu={hydrated ? <UserMenu /> : null}
      headerActions={
        <>
          <ArticleSearchButton />
          <ThemeSwitch />
          {hydrated && loggedIn && (
            <OnDemand>
              <NotificationBell />
            </OnDemand>
          )}
        </>
      }
      drawerUserArea={(close) =>
        hydrated ? (
          <OnDemand>
            <DrawerUserArea onDone={close} />
          </OnDemand>
        ) : null
      }
      floating={
        <>
          {chatUp ? (
            <OnDemand loading={chatLauncher}>
              <ChatWidget openAtMount={asked.chat} />
            </OnDemand>
          ) : (
            chatLauncher
          )}
          {musicUp ? (
            <OnDemand loading={musicLauncher}>
              <MusicPlayer openAtMount={asked.music} />
            </OnDemand>
          ) : (
            musicLauncher
          )}
          {loginWanted && (
            <OnDemand>
              <LoginDialog />
            </OnDemand>
          )}
          {updateWaiting && (
            <OnDemand>
              <UpdatePrompt />
            </OnDemand>
          )}
          {idle && (
            <OnDemand>
              <DocumentTitle />
              <SiteStartup />
            </OnDemand>
          )}
        </>
      }
    />
  );
}
