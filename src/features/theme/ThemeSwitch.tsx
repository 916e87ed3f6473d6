import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { writeThemeFlag } from './themeFlag';
import { selectThemeMode, themeChanged } from './themeSlice';

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
      {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
