import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { persistStore } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { App } from './app/App';
import { preloadFirstPage } from './app/router';
import { makeStore } from './app/store';
import { mirrorSessionState } from './app/sessionMirror';

// Composition only (docs/architecture.md): store + persistence + the app shell.
preloadFirstPage(window.location.pathname);
const store = makeStore();
const persistor = persistStore(store);
mirrorSessionState(store);
// docs/behaviour.md §1.5: state is saved on page unload; flush pending throttled writes (the player's position).
window.addEventListener('pagehide', () => void persistor.flush());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <App />
      </PersistGate>
    </Provider>
  </StrictMode>,
);
