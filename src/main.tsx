import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { Provider } from 'react-redux';
import { persistStore } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { App } from './app/App';
import { preloadFirstPage } from './app/router';
import { makeStore } from './app/store';
import { mirrorSessionState } from './app/sessionMirror';
import { createEmotionCache } from './app/ssr/emotionCache';
import { hydrateStore, readServerState } from './app/ssr/hydration';
import { startServiceWorker } from './app/pwa/startServiceWorker';

// Composition only (docs/architecture.md): store + persistence + the app shell.
const firstPage = preloadFirstPage(window.location.pathname);
const serverState = readServerState();
const store = makeStore();
// A server-rendered page: its data goes into the store before anything renders, and the first
// render (the hydration) sees exactly the server's state; saved state arrives right after.
const hydrationSnapshot = serverState ? hydrateStore(store, serverState) : undefined;
const persistor = persistStore(store);
mirrorSessionState(store);
// docs/behaviour.md §1.5: state is saved on page unload; flush pending throttled writes (the player's position).
window.addEventListener('pagehide', () => void persistor.flush());
// docs/architecture.md "Offline and installable": after the load event, from a chunk of its own.
startServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const frame = (children: ReactNode) => (
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      <Provider store={store} serverState={hydrationSnapshot}>
        {children}
      </Provider>
    </CacheProvider>
  </StrictMode>
);

if (hydrationSnapshot) {
  // No PersistGate: it would blank the server's HTML until storage is read. The first page's code
  // is awaited so hydration never meets an unloaded chunk. In a transition the hydration yields to
  // the browser between slices instead of one long task (docs/performance.md "Hydration").
  void firstPage.then(() => startTransition(() => void hydrateRoot(container, frame(<App />))));
} else {
  createRoot(container).render(
    frame(
      <PersistGate loading={null} persistor={persistor}>
        <App />
      </PersistGate>,
    ),
  );
}
