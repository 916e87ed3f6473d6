import { EditorView } from '@codemirror/view';
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

/** The text area's accessible name (CodeMirror's content element is a bare contenteditable). */
export const EDITOR_TEXT_LABEL = '文章正文（Markdown）';

/**
 * Hands md-editor-rt, once and before the first editor mounts, our fullscreen helper and a name
 * for its text area.
 */
export function configureEditorExtensions(): void {
  if (configured) return;
  configured = true;
  config({
    editorExtensions: { screenfull: { instance: screenfullAdapter } },
    codeMirrorExtensions: (extensions) => [
      ...extensions,
      { type: 'accessibleName', extension: EditorView.contentAttributes.of({ 'aria-label': EDITOR_TEXT_LABEL }) },
    ],
  });
}
