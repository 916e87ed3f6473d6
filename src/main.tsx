// First: MUI's class names are set before any MUI module loads (src/app/configureMuiClassNames.ts).
import './app/configureMuiClassNames';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { Provider } from 'react-redux';
import { App } from './app/App';
import { AppReady } from './app/AppReady';
import { preloadFirstPage } from './app/router';
import { createCoreStore, createRootReducer } from './app/storeCore';
import { awaitingStorageReducers } from './app/storageMark';
import { createEmotionCache } from './app/ssr/emotionCache';
import { hydrateStore, readServerState } from './app/ssr/hydration';
import { holdAfterLoadParts, pageLoaded } from './shared/lib/afterLoadWork';
import { retryImport } from './shared/lib/retryImport';
import { takeMirroredReadingThemes } from './features/theme';
import { pendingLauncher, whenAppReady } from './shared/boot/firstIntent';
import { preloadLaunchedWidget } from './app/FloatingWidgets';

// Composition only (docs/architecture.md): store + persistence + the app shell. Booted by src/boot.ts
// on the reader's first intent (docs/architecture.md "Boot on intent"); AppReady replays that intent.
// A first tap on the chat or music launcher: that widget's code comes with the boot, and the page's
// own code once the tap is given — the shell hydrates without it, the page's boundary once its code
// is there, so a link in the page is soon the app's again (docs/performance.md "The first tap,
// shell first").
const launcher = pendingLauncher();
preloadLaunchedWidget(launcher);
const preloadPage = () => preloadFirstPage(window.location.pathname);
const firstPage = launcher ? Promise.resolve() : preloadPage();
if (launcher) whenAppReady(() => void preloadPage());
const serverState = readServerState();
// The store in two steps (docs/performance.md "/home first load"): what the first paint reads now;
// the chat and music widgets' parts and the saved state (redux-persist, AES) from a chunk of their own.
const core = createCoreStore(createRootReducer(awaitingStorageReducers()));
const { store } = core;
// Only the download is retried: a second completeStore would add a second socket owner and audio engine.
const loadStoreAfterLoad = retryImport(() => import(/* webpackChunkName: "store-after-load" */ './app/storeAfterLoad'));
const completeStore = () => loadStoreAfterLoad().then((m) => m.completeStore(core));
// A server-rendered page: its data goes into the store before anything renders, and the first
// render (the hydration) sees exactly the server's state; saved state arrives after `load`.
const hydrationSnapshot = serverState ? hydrateStore(store, serverState) : undefined;
// The reader's reading themes as the head script applied them (docs/behaviour.md §3); hydration
// itself still reads the server's snapshot.
takeMirroredReadingThemes(store.dispatch);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const frame = (children: ReactNode) => (
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      <Provider store={store} serverState={hydrationSnapshot}>
        {children}
        <AppReady />
      </Provider>
    </CacheProvider>
  </StrictMode>
);

if (hydrationSnapshot) {
  // The server's HTML is the first paint: saved state is read after `load`, and the after-load
  // parts (chat, music, likes, comments) wait for it (useIdleReady).
  holdAfterLoadParts(pageLoaded().then(completeStore));
  // The first page's code is awaited so the page hydrates in the first pass (but for a launcher's tap,
  // above; a page boundary that meets its unloaded chunk keeps the server's HTML until it arrives).
  // In a transition the hydration yields to the browser between slices instead of one long task
  // (docs/performance.md "Hydration").
  void firstPage.then(() => startTransition(() => void hydrateRoot(container, frame(<App />))));
} else {
  // Nothing on screen yet: saved state first (it decides the login shown), then the first render.
  const restored = completeStore().catch(() => undefined);
  holdAfterLoadParts(restored);
  void restored.then(() => createRoot(container).render(frame(<App />)));
}
