import IconButton from '@mui/material/IconButton';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { MaskIcon } from '@/shared/components/MaskIcon';
import { writeThemeFlag } from './themeFlag';
import { selectThemeMode, themeChanged } from './themeSlice';

// The paths of @mui/icons-material's LightModeOutlined and DarkModeOutlined.
const SUN =
  'M12 9c1.65 0 3 1.35 3 3s-1.35 3-3 3-3-1.35-3-3 1.35-3 3-3m0-2c-2.76 0-5 2.24-5 5s2.24 5 5 5 5-2.24 5-5-2.24-5-5-5M2 13h2c.55 0 1-.45 1-1s-.45-1-1-1H2c-.55 0-1 .45-1 1s.45 1 1 1m18 0h2c.55 0 1-.45 1-1s-.45-1-1-1h-2c-.55 0-1 .45-1 1s.45 1 1 1M11 2v2c0 .55.45 1 1 1s1-.45 1-1V2c0-.55-.45-1-1-1s-1 .45-1 1m0 18v2c0 .55.45 1 1 1s1-.45 1-1v-2c0-.55-.45-1-1-1s-1 .45-1 1M5.99 4.58c-.39-.39-1.03-.39-1.41 0-.39.39-.39 1.03 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0s.39-1.03 0-1.41zm12.37 12.37c-.39-.39-1.03-.39-1.41 0-.39.39-.39 1.03 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0 .39-.39.39-1.03 0-1.41zm1.06-10.96c.39-.39.39-1.03 0-1.41-.39-.39-1.03-.39-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0zM7.05 18.36c.39-.39.39-1.03 0-1.41-.39-.39-1.03-.39-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0z';
const MOON =
  'M9.37 5.51c-.18.64-.27 1.31-.27 1.99 0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27C17.45 17.19 14.93 19 12 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49M12 3c-4.97 0-9 4.03-9 9s4.03 9 9 9 9-4.03 9-9c0-.46-.04-.92-.1-1.36-.98 1.37-2.58 2.26-4.4 2.26-2.98 0-5.4-2.42-5.4-5.4 0-1.81.89-3.42 2.26-4.4-.44-.06-.9-.1-1.36-.1';

/** docs/behaviour.md §3: a switch toggles the theme; the choice is saved under useDarkKEY (docs/behaviour.md §3). */
export function ThemeSwitch() {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectThemeMode);
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? '切换到暗色主题' : '切换到亮色主题';
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      data-theme-mode={mode}
      onClick={() => {
        writeThemeFlag(next);
        dispatch(themeChanged(next));
      }}
    >
      {/* The icon follows the scheme on <html>, not the store: the head script picks the scheme
          before paint (docs/behaviour.md §3) but the server's markup cannot know the reader's hour,
          so a store-driven icon would be the wrong one until hydration. Drawn by CSS, both cost the
          page two short tags (docs/performance.md, "Lean server-rendered pages"). */}
      <MaskIcon
        path={SUN}
        size={24}
        aria-hidden
        data-switches-to="light"
        sx={{ 'html:not(.dark) &': { display: 'none' } }}
      />
      <MaskIcon path={MOON} size={24} aria-hidden data-switches-to="dark" sx={{ 'html.dark &': { display: 'none' } }} />
    </IconButton>
  );
}
