import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { retryImport } from './retryImport';

/*
 * The browser's side of passkeys (docs/security.md "Passkeys"). @simplewebauthn/browser is loaded
 * only when a passkey is used — the 账号安全 tab or the login dialog's passkey sign-in — never with
 * the entry (docs/performance.md: the first-load budget).
 */

const loadBrowser = retryImport(() => import(/* webpackChunkName: "passkeys" */ '@simplewebauthn/browser'));

/** Told when the browser refused or the user cancelled: nothing was signed. */
export const PASSKEY_CANCELLED = '通行密钥操作已取消或不可用';

export async function createPasskey(
  options: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await loadBrowser();
  return startRegistration({ optionsJSON: options });
}

/**
 * Signs `options`' challenge with a passkey. `autofill`: conditional UI — the request waits for the
 * reader to pick a passkey offered in the username field's autofill.
 */
export async function signWithPasskey(
  options: PublicKeyCredentialRequestOptionsJSON,
  autofill = false,
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await loadBrowser();
  return startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
}

/** Whether this browser offers passkeys in autofill (conditional UI). */
export async function passkeyAutofillSupported(): Promise<boolean> {
  if (typeof window === 'undefined' || !window.PublicKeyCredential) return false;
  const { browserSupportsWebAuthnAutofill } = await loadBrowser();
  return browserSupportsWebAuthnAutofill();
}

/** Ends a pending conditional request (the dialog closed, another ceremony begins). */
export async function cancelPasskeyCeremony(): Promise<void> {
  const { WebAuthnAbortService } = await loadBrowser();
  WebAuthnAbortService.cancelCeremony();
}
