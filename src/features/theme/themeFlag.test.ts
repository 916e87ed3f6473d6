import { encodeText } from '@/shared/lib/storageCodec';
import { DARK_FLAG_KEY, readThemeFlag, startupTheme, writeThemeFlag } from './themeFlag';

describe('useDarkKEY flag (docs/behaviour.md §3)', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips dark and light under an encoded key', () => {
    expect(readThemeFlag()).toBeNull();
    writeThemeFlag('dark');
    expect(localStorage.getItem(encodeText(DARK_FLAG_KEY))).not.toBeNull();
    expect(localStorage.getItem(DARK_FLAG_KEY)).toBeNull();
    expect(readThemeFlag()).toBe('dark');
    writeThemeFlag('light');
    expect(readThemeFlag()).toBe('light');
  });

  it('ignores values that are not a theme', () => {
    localStorage.setItem(encodeText(DARK_FLAG_KEY), encodeText('"auto"'));
    expect(readThemeFlag()).toBeNull();
    localStorage.setItem(encodeText(DARK_FLAG_KEY), '%%%');
    expect(readThemeFlag()).toBeNull();
  });
});

describe('startupTheme (docs/behaviour.md §3)', () => {
  it('switches to a saved theme that differs, whatever the hour', () => {
    expect(startupTheme('dark', 'light', 12)).toBe('dark');
    expect(startupTheme('light', 'dark', 23)).toBe('light');
  });
  it('keeps the current theme when the saved one matches', () => {
    expect(startupTheme('dark', 'dark', 12)).toBeNull();
  });
  it('without a saved theme picks light for hours 8-18 inclusive, dark otherwise', () => {
    expect(startupTheme(null, 'dark', 8)).toBe('light');
    expect(startupTheme(null, 'dark', 18)).toBe('light');
    expect(startupTheme(null, 'light', 7)).toBe('dark');
    expect(startupTheme(null, 'light', 19)).toBe('dark');
    expect(startupTheme(null, 'light', 12)).toBeNull();
  });
});
