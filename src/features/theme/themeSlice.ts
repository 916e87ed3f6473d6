import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  CODE_THEMES,
  PREVIEW_THEMES,
  type CodeTheme,
  type PreviewTheme,
  type SchemeMode,
} from '@protocol/readingThemes';

// docs/behaviour.md §3 store: options and defaults (the reading themes' lists are shared with the
// head script and the stylesheet build).

export { CODE_THEMES, PREVIEW_THEMES, type CodeTheme, type PreviewTheme };
export type ThemeMode = SchemeMode;

export interface ThemeState {
  previewTheme: PreviewTheme;
  codeTheme: CodeTheme;
  theme: ThemeMode;
  messageTypeIsCard: boolean;
}

/** docs/behaviour.md §3: with nothing saved, hours 8 to 18 inclusive select light, others dark. */
export function themeForHour(hour: number): ThemeMode {
  return hour >= 8 && hour <= 18 ? 'light' : 'dark';
}

export const initialThemeState: ThemeState = {
  previewTheme: 'default',
  codeTheme: 'atom',
  theme: 'light',
  messageTypeIsCard: true,
};

export const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    themeToggled(state) {
      state.theme = state.theme === 'dark' ? 'light' : 'dark';
    },
    themeChanged(state, action: PayloadAction<ThemeMode>) {
      state.theme = action.payload;
    },
    previewThemeChanged(state, action: PayloadAction<PreviewTheme>) {
      if (PREVIEW_THEMES.includes(action.payload)) state.previewTheme = action.payload;
    },
    codeThemeChanged(state, action: PayloadAction<CodeTheme>) {
      if (CODE_THEMES.includes(action.payload)) state.codeTheme = action.payload;
    },
    messageLayoutToggled(state) {
      state.messageTypeIsCard = !state.messageTypeIsCard;
    },
  },
  selectors: {
    selectThemeMode: (state) => state.theme,
    selectPreviewTheme: (state) => state.previewTheme,
    selectCodeTheme: (state) => state.codeTheme,
    selectMessageTypeIsCard: (state) => state.messageTypeIsCard,
  },
});

export const { themeToggled, themeChanged, previewThemeChanged, codeThemeChanged, messageLayoutToggled } =
  themeSlice.actions;
export const { selectThemeMode, selectPreviewTheme, selectCodeTheme, selectMessageTypeIsCard } = themeSlice.selectors;
