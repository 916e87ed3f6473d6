import { config } from 'md-editor-rt';

type Listener = () => void;

/**
 * The few calls md-editor-rt makes of the `screenfull` library, over the browser's Fullscreen API.
 * Without an instance the editor fetches screenfull from a CDN as it mounts (refused by our
 * Content-Security-Policy, and nothing offline).
 */
export const screenfullAdapter = {
  get isEnabled(): boolean {
    return typeof document !== 'undefined' && !!document.fullscreenEnabled;
  },
  get isFullscreen(): boolean {
    return typeof document !== 'undefined' && !!document.fullscreenElement;
  },
  request(element: Element = document.documentElement): Promise<void> {
    return element.requestFullscreen();
  },
  exit(): Promise<void> {
    return document.fullscreenElement ? document.exitFullscreen() : Promise.resolve();
  },
  on(event: string, listener: Listener): void {
    if (event === 'change') document.addEventListener('fullscreenchange', listener);
  },
  off(event: string, listener: Listener): void {
    if (event === 'change') document.removeEventListener('fullscreenchange', listener);
  },
};

let configured = false;

/** Hands md-editor-rt our fullscreen helper once, before the first editor mounts. */
export function configureEditorExtensions(): void {
  if (configured) return;
  configured = true;
  config({ editorExtensions: { screenfull: { instance: screenfullAdapter } } });
}
