import { useState } from 'react';
import { selectShowLogin } from '@/features/auth/userSlice';
import type { Launcher } from '@/shared/boot/firstIntent';
import { ChatLauncher } from '@/features/chat-room/ChatLauncher';
import { MusicLauncher } from '@/features/music-player/components/MusicLauncher';
import { OnDemand } from '@/shared/components/OnDemand';
import { useAfterLoadDone, useIdleReady, useOnceTrue } from '@/shared/hooks/useIdleReady';
import { lazyComponent } from '@/shared/lib/lazyComponent';
import { useAppSelector } from './hooks';
import { useUpdateWaiting } from './pwa/useUpdateWaiting';

// Widgets outside the first paint load as their own chunks: the login dialog when first opened,
// chat and music once the page is idle or their launcher is tapped (keeps /home's first load small).
// Each sits in its own OnDemand frame, so one that fails to download leaves the others working.
const loginDialog = lazyComponent(() =>
  import(/* webpackChunkName: "widget-login" */ '@/features/auth/LoginDialog').then((m) => m.LoginDialog),
);
const chatWidget = lazyComponent(() =>
  import(/* webpackChunkName: "widget-chat" */ '@/features/chat-room/ChatWidget').then((m) => m.ChatWidget),
);
const musicPlayer = lazyComponent(() =>
  import(/* webpackChunkName: "widget-music" */ '@/features/music-player/components/MusicPlayer').then(
    (m) => m.MusicPlayer,
  ),
);
// document.title after navigations (a first visit keeps the server's title), with the page-title table.
const documentTitle = lazyComponent(() =>
  import(/* webpackChunkName: "document-title" */ './DocumentTitle').then((m) => m.DocumentTitle),
);
// Counting the visit, the welcome toast, the blog avatar (docs/behaviour.md §8.1, §1.4): all wait
// for saved state, which is read after `load`, so their code comes then too.
const siteStartup = lazyComponent(() =>
  import(/* webpackChunkName: "site-startup" */ '@/features/site/SiteStartup').then((m) => m.SiteStartup),
);
const updatePrompt = lazyComponent(() =>
  import(/* webpackChunkName: "update-prompt" */ './pwa/UpdatePrompt').then((m) => m.UpdatePrompt),
);

/** What each server-rendered launcher opens, for preloadLaunchedWidget. */
const LAUNCHED: Record<Launcher, { preload: () => Promise<void> }> = { chat: chatWidget, music: musicPlayer };

/**
 * A first tap on a launcher (docs/architecture.md "Boot on intent"): its widget's code is fetched
 * while the app boots, so the replayed tap mounts it without waiting for a chunk.
 */
export function preloadLaunchedWidget(launcher: Launcher | null): void {
  if (launcher) void LAUNCHED[launcher].preload();
}

/**
 * The layout's `floating` slot: chat, music player, login dialog, new-version prompt. Its state
 * lives here, not in AppShell, so a tap on a launcher re-renders only this slot and never reaches the
 * header or the page while they may still be waiting to hydrate (docs/performance.md "Hydration").
 */
export function FloatingWidgets() {
  const idle = useIdleReady();
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
    <>
      {chatUp ? (
        <OnDemand loading={chatLauncher}>
          <chatWidget.Component openAtMount={asked.chat} />
        </OnDemand>
      ) : (
        chatLauncher
      )}
      {musicUp ? (
        <OnDemand loading={musicLauncher}>
          <musicPlayer.Component openAtMount={asked.music} />
        </OnDemand>
      ) : (
        musicLauncher
      )}
      {loginWanted && (
        <OnDemand>
          <loginDialog.Component />
        </OnDemand>
      )}
      {updateWaiting && (
        <OnDemand>
          <updatePrompt.Component />
        </OnDemand>
      )}
      {idle && (
        <OnDemand>
          <documentTitle.Component />
          <siteStartup.Component />
        </OnDemand>
      )}
    </>
  );
}
