/**
 * The reader's first intent, recorded by the boot script before the app is up and replayed by the
 * app once it has hydrated (docs/architecture.md "Boot on intent"): the control a tap was aimed at
 * responds as if the app had been there. The boot entry and the app share one webpack runtime, so
 * both see this one module instance.
 */
export interface FirstIntent {
  /** A click (tap, mouse or Enter/Space) is replayed as a click; a focus as a focus. */
  kind: 'click' | 'focus';
  target: HTMLElement;
}

let pending: FirstIntent | null = null;

/** Keeps the intent to replay: a click outranks the focus that came with it. */
export function recordIntent(intent: FirstIntent): void {
  if (pending?.kind === 'click' && intent.kind === 'focus') return;
  pending = intent;
}

/** The widgets the server renders as launchers: a button that opens its widget once its code is there. */
export const LAUNCHERS = ['chat', 'music'] as const;
export type Launcher = (typeof LAUNCHERS)[number];

const LAUNCHER_ATTRIBUTE = 'data-launcher';

/** Marks a server-rendered launcher, so the boot can tell a first tap on it (pendingLauncher). */
export const launcherMark = (launcher: Launcher) => ({ [LAUNCHER_ATTRIBUTE]: launcher });

/**
 * The launcher the recorded intent was aimed at, or null: such a tap needs the app's shell and that
 * widget, not the page (docs/architecture.md "Boot on intent").
 */
export function pendingLauncher(): Launcher | null {
  const name = pending?.target.closest<HTMLElement>(`[${LAUNCHER_ATTRIBUTE}]`)?.getAttribute(LAUNCHER_ATTRIBUTE);
  return LAUNCHERS.find((launcher) => launcher === name) ?? null;
}

/** The recorded intent, once: a second call answers null. */
export function takeIntent(): FirstIntent | null {
  const intent = pending;
  pending = null;
  return intent;
}

/**
 * True once React has hydrated `element` (it keeps the props of the nodes it owns on them). The
 * root's first commit leaves Suspense boundaries to hydrate in later passes, and a click on a node
 * still waiting for one reaches no handler.
 */
const isHydrated = (element: Element): boolean => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** How long a replay waits for its control's hydration before it goes ahead anyway. */
const HYDRATION_WAIT_MS = 5000;

/** Calls `then` once `element` is hydrated (checked each frame), or after HYDRATION_WAIT_MS. */
function whenHydrated(element: Element, then: () => void): void {
  const deadline = Date.now() + HYDRATION_WAIT_MS;
  const check = () => {
    if (isHydrated(element) || Date.now() > deadline) then();
    else requestAnimationFrame(check);
  };
  check();
}

/**
 * Gives the recorded intent to the hydrated app: the click again on the same element (hydration
 * keeps the server's nodes, so it is the control the reader aimed at), or the focus events its
 * handlers missed, once that element is hydrated. A control that left the page is dropped.
 */
export function replayIntent(): void {
  const intent = takeIntent();
  if (!intent) return;
  whenHydrated(intent.target, () => replay(intent));
}

function replay(intent: FirstIntent): void {
  if (!intent.target.isConnected) return;
  if (intent.kind === 'click') {
    intent.target.click();
    return;
  }
  if (document.activeElement === intent.target) {
    intent.target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    intent.target.dispatchEvent(new FocusEvent('focus'));
  } else {
    intent.target.focus();
  }
}

/**
 * Marks an element whose coming into view is intent (docs/architecture.md "Boot on intent"): the
 * end of an infinitely scrolling list, where a reader scrolling on wants the next page.
 */
export const BOOT_ON_VIEW = { 'data-boot-on-view': '' } as const;

const readyListeners: Array<() => void> = [];

/** Runs `listener` once the app has hydrated and replayed the intent (at once if it already has). */
export function whenAppReady(listener: () => void): void {
  if (appPhase() === 'ready') listener();
  else readyListeners.push(listener);
}

/** The app is up: the intent is replayed, `<html data-app="ready">`, and the boot stops listening. */
export function markAppReady(): void {
  if (appPhase() === 'ready') return;
  setAppPhase('ready');
  // The boot's listeners go first: they would hold back the replayed click too.
  readyListeners.splice(0).forEach((listener) => listener());
  replayIntent();
}

/** `<html data-app>`: "document" before the boot, "booting" while the app loads, "ready" once hydrated. */
export type AppPhase = 'document' | 'booting' | 'ready';

export const setAppPhase = (phase: AppPhase): void => {
  document.documentElement.dataset.app = phase;
};

export const appPhase = (): AppPhase | undefined => document.documentElement.dataset.app as AppPhase | undefined;
