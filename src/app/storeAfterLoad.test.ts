import { persistStore } from 'redux-persist';
import { isRehydrated } from '@/shared/lib/rehydration';
import { tokenReceived } from '@/features/auth/userSlice';
import { themeChanged } from '@/features/theme/themeSlice';
import { played, playerToggled } from '@/features/music-player/playerSlice';
import { savedFirstPaintReducers, savedPlayerReducer } from './persist';
import { completeStore } from './storeAfterLoad';
import { awaitingStorageReducers } from './storageMark';
import { createCoreStore, createRootReducer } from './storeCore';
import { injectWidgetSlices } from './widgetParts';

/**
 * A first visit that saved a login, a theme and a playing player. No audio engine here, so `played`
 * only changes state: the saved player says it was playing.
 */
async function saveSession() {
  const reducer = createRootReducer(savedFirstPaintReducers());
  injectWidgetSlices(reducer, savedPlayerReducer());
  const first = createCoreStore(reducer).store;
  const persistor = await new Promise<ReturnType<typeof persistStore>>((resolve) => {
    const started = persistStore(first, null, () => resolve(started));
  });
  first.dispatch(tokenReceived('header.payload.signature'));
  first.dispatch(themeChanged('dark'));
  first.dispatch(playerToggled(true));
  first.dispatch(played());
  await persistor.flush();
}

// docs/performance.md "/home first load": the browser's store starts with what the first paint reads
// and takes the widgets' parts and the saved state after `load`.
describe('the store in two steps', () => {
  beforeEach(() => localStorage.clear());

  it('waits for saved state, then restores it with the widgets’ slices and owners in place', async () => {
    await saveSession();
    const core = createCoreStore(createRootReducer(awaitingStorageReducers()));
    const before = core.store.getState() as Partial<ReturnType<typeof core.store.getState>>;
    expect(isRehydrated(before)).toBe(false); // start-up rules that read saved state wait
    expect(before.chat).toBeUndefined();
    expect(before.player).toBeUndefined();
    expect(before.user?.token).toBeNull();

    await completeStore(core);
    const after = core.store.getState();
    expect(isRehydrated(after)).toBe(true);
    expect(after.user.token).toBe('header.payload.signature');
    expect(after.theme.theme).toBe('dark');
    expect(after.chat.status).toBeDefined();
    expect(after.player.isShowMusicPlayer).toBe(true);
    // The audio engine joined before storage was read: it answered the player's restore
    // (docs/behaviour.md §7.2: restored paused, never playing by itself).
    expect(after.player.isPaused).toBe(true);
  });
});
