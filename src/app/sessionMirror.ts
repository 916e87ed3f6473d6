import { SIGNED_IN_KEY } from '@/shared/boot/arrivalKeys';
import { writeEncodedJson, safeStorage } from '@/shared/lib/storageCodec';
import { encryptText } from '@/shared/lib/aesTransform';
import type { AppStore } from './store';

export const SESSION_KEY = 'blog-session';

/**
 * docs/behaviour.md §1.5: session state (token, user info, blog avatar, login dialog visibility, theme) is also
 * kept in sessionStorage. Written on change only; token and user info encrypted as in localStorage.
 */
export function mirrorSessionState(store: AppStore): () => void {
  let last = '';
  return store.subscribe(() => {
    const { user, theme } = store.getState();
    const snapshot = {
      token: user.token ? encryptText(user.token) : null,
      userInfo: user.userInfo ? encryptText(JSON.stringify(user.userInfo)) : null,
      blogAvatar: user.blogAvatar,
      showLogin: user.showLogin,
      theme: theme.theme,
    };
    const serialised = JSON.stringify(snapshot);
    if (serialised === last) return;
    last = serialised;
    writeEncodedJson(safeStorage('session'), SESSION_KEY, snapshot);
    // Read by the boot script: a signed-in reader's app boots at arrival (src/app/boot/bootPolicy.ts).
    writeEncodedJson(safeStorage('local'), SIGNED_IN_KEY, Boolean(user.token));
  });
}
