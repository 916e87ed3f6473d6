import { makeStore } from '@/app/store';
import {
  codeThemeChanged,
  messageLayoutToggled,
  previewThemeChanged,
  selectCodeTheme,
  selectMessageTypeIsCard,
  selectPreviewTheme,
  selectThemeMode,
  themeChanged,
  themeForHour,
  themeToggled,
  type CodeTheme,
  type PreviewTheme,
} from './themeSlice';

describe('theme slice (docs/behaviour.md §3)', () => {
  it('starts with the spec defaults', () => {
    const state = makeStore().getState();
    expect(selectPreviewTheme(state)).toBe('default');
    expect(selectCodeTheme(state)).toBe('atom');
    expect(selectMessageTypeIsCard(state)).toBe(true);
  });

  it('toggles and sets the theme', () => {
    const store = makeStore();
    store.dispatch(themeChanged('light'));
    store.dispatch(themeToggled());
    expect(selectThemeMode(store.getState())).toBe('dark');
    store.dispatch(themeToggled());
    expect(selectThemeMode(store.getState())).toBe('light');
  });

  it('accepts only the listed preview and code themes', () => {
    const store = makeStore();
    store.dispatch(previewThemeChanged('github'));
    store.dispatch(previewThemeChanged('nope' as PreviewTheme));
    store.dispatch(codeThemeChanged('kimbie'));
    store.dispatch(codeThemeChanged('nope' as CodeTheme));
    expect(selectPreviewTheme(store.getState())).toBe('github');
    expect(selectCodeTheme(store.getState())).toBe('kimbie');
  });

  it('toggles the message layout', () => {
    const store = makeStore();
    store.dispatch(messageLayoutToggled());
    expect(selectMessageTypeIsCard(store.getState())).toBe(false);
  });

  it('themeForHour: 8-18 inclusive is light', () => {
    expect([7, 8, 18, 19].map(themeForHour)).toEqual(['dark', 'light', 'light', 'dark']);
  });
});
