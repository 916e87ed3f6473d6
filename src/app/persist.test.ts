import { persistStore } from 'redux-persist';
import { encodeText } from '@/shared/lib/storageCodec';
import { makeStore } from './store';
import { tokenReceived, userInfoLoaded } from '@/features/auth/userSlice';
import { themeChanged } from '@/features/theme/themeSlice';

/** Waits until redux-persist has rehydrated every persisted slice. */
function persisted(store: ReturnType<typeof makeStore>) {
  return new Promise<ReturnType<typeof persistStore>>((resolve) => {
    const persistor = persistStore(store, null, () => resolve(persistor));
  });
}

describe('persistence of theme and user (docs/behaviour.md §1.5)', () => {
  beforeEach(() => localStorage.clear());

  it('restores the user and theme after a reload, with nothing readable in storage', async () => {
    const first = makeStore();
    const persistor = await persisted(first);
    first.dispatch(tokenReceived('header.payload.signature'));
    first.dispatch(userInfoLoaded({ id: 7, role: 2, nick_name: '墨客', avatar: '' }));
    first.dispatch(themeChanged('dark'));
    await persistor.flush();

    const everything = Object.entries(localStorage).join(' ');
    expect(everything).not.toContain('header.payload');
    expect(everything).not.toContain('墨客');
    expect(localStorage.getItem(encodeText('persist:user'))).not.toBeNull();

    const second = makeStore();
    await persisted(second);
    expect(second.getState().user.token).toBe('header.payload.signature');
    expect(second.getState().user.userInfo?.nick_name).toBe('墨客');
    expect(second.getState().theme.theme).toBe('dark');
  });

  it('starts clean when stored data is corrupt or undecryptable', async () => {
    localStorage.setItem(encodeText('persist:user'), encodeText('{"token":"\\"tampered\\"","userInfo":"zzz"}'));
    localStorage.setItem(encodeText('persist:theme'), 'not-base64-at-all');
    const store = makeStore();
    await persisted(store);
    expect(store.getState().user.token).toBeNull();
    expect(store.getState().user.userInfo).toBeNull();
    expect(['light', 'dark']).toContain(store.getState().theme.theme);
  });
});
