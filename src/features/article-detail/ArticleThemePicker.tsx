import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  CODE_THEMES,
  PREVIEW_THEMES,
  codeThemeChanged,
  previewThemeChanged,
  selectCodeTheme,
  selectPreviewTheme,
  type CodeTheme,
  type PreviewTheme,
} from '@/features/theme';

/** Preview and code theme of articles, remembered in the (persisted) theme store. */
export function ArticleThemePicker() {
  const dispatch = useAppDispatch();
  const previewTheme = useAppSelector(selectPreviewTheme);
  const codeTheme = useAppSelector(selectCodeTheme);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <FormControl size="small" sx={{ minWidth: 130, flex: 1 }}>
        <InputLabel variant="standard" htmlFor="preview-theme">
          预览主题
        </InputLabel>
        <NativeSelect
          inputProps={{ id: 'preview-theme' }}
          value={previewTheme}
          onChange={(event) => dispatch(previewThemeChanged(event.target.value as PreviewTheme))}
        >
          {PREVIEW_THEMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 130, flex: 1 }}>
        <InputLabel variant="standard" htmlFor="code-theme">
          代码主题
        </InputLabel>
        <NativeSelect
          inputProps={{ id: 'code-theme' }}
          value={codeTheme}
          onChange={(event) => dispatch(codeThemeChanged(event.target.value as CodeTheme))}
        >
          {CODE_THEMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
    </Box>
  );
}
