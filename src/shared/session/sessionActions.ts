import { createAction } from '@reduxjs/toolkit';

/**
 * docs/behaviour.md §4.3: any 401 clears the stored user and opens the login dialog.
 * Declared here (shared) so the base query can dispatch it without importing a feature;
 * the auth feature's user slice reacts to it.
 */
export const sessionExpired = createAction('session/expired');

/** Minimal view of state the base query needs; the auth feature's user slice provides it. */
export interface TokenHolderState {
  user?: { token?: string | null };
}

export const selectAuthToken = (state: TokenHolderState): string | null => state.user?.token ?? null;
