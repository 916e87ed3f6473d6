import type { AppDispatch, RootState } from '@/app/store';
import { authApi } from './authApi';
import { loggedOut, logoutStarted, selectToken } from './userSlice';

/** How long logout waits for the server before ending the session on this device anyway. */
export const LOGOUT_WAIT_MS = 3000;

/**
 * docs/security.md "Sessions": logout first asks the server to end this token's session (so a copy
 * of the token stops working everywhere), then clears the local state. Best-effort: offline, a
 * refusal or a slow answer (over LOGOUT_WAIT_MS) still logs out here; the call is silent, so a token
 * that had already ended does not open the login dialog.
 */
export function logoutRequested() {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    if (selectToken(getState())) {
      dispatch(logoutStarted());
      const call = dispatch(authApi.endpoints.logout.initiate());
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, LOGOUT_WAIT_MS);
      });
      await Promise.race([call, waited]);
      clearTimeout(timer);
      call.reset();
    }
    dispatch(loggedOut());
  };
}
