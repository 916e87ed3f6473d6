import { configureStore } from '@reduxjs/toolkit';
import { READING_THEMES_KEY } from '@protocol/readingThemes';
import { readEncodedJson, writeEncodedJson } from '@/shared/lib/storageCodec';
import { mirrorReadingThemes, readReadingThemes, takeMirroredReadingThemes } from './readingThemesMirror';
import { codeThemeChanged, previewThemeChanged, themeSlice } from './themeSlice';

// docs/behaviour.md §3: the reading themes are kept plain for index.html's head script.
describe('the reading themes’ mirror', () => {
  afterEach(() => localStorage.clear());

  it('writes the store’s choice at start and on every change', () => {
    const store = configureStore({ reducer: { theme: themeSlice.reducer } });
    const stop = mirrorReadingThemes(store, localStorage);
    expect(readEncodedJson(localStorage, READING_THEMES_KEY)).toEqual({ preview: 'default', code: 'atom' });
    store.dispatch(previewThemeChanged('github'));
    store.dispatch(codeThemeChanged('a11y'));
    expect(readReadingThemes(localStorage)).toEqual({ preview: 'github', code: 'a11y' });
    stop();
    store.dispatch(codeThemeChanged('kimbie'));
    expect(readReadingThemes(localStorage)).toEqual({ preview: 'github', code: 'a11y' });
  });

  it('gives the store the mirrored choice before the first render', () => {
    const store = configureStore({ reducer: { theme: themeSlice.reducer } });
    takeMirroredReadingThemes(store.dispatch);
    expect(store.getState().theme).toMatchObject({ previewTheme: 'default', codeTheme: 'atom' });
    writeEncodedJson(localStorage, READING_THEMES_KEY, { preview: 'vuepress', code: 'kimbie' });
    takeMirroredReadingThemes(store.dispatch);
    expect(store.getState().theme).toMatchObject({ previewTheme: 'vuepress', codeTheme: 'kimbie' });
  });

  it('reads nothing from an unknown or broken value', () => {
    writeEncodedJson(localStorage, READING_THEMES_KEY, { preview: 'github', code: 'no-such-theme' });
    expect(readReadingThemes(localStorage)).toBeNull();
    localStorage.setItem(btoa(READING_THEMES_KEY), 'not base64 json');
    expect(readReadingThemes(localStorage)).toBeNull();
  });
});
