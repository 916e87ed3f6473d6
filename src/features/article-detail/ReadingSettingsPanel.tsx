import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
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
import { CODE_THEME_LOOKS, PREVIEW_THEME_LOOKS, type ThemeLook } from './readingThemes';

/** A small card in the theme's own colours: page, a line of text and the accent. */
function Swatch({ look }: { look: ThemeLook }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 28,
        height: 20,
        borderRadius: 0.5,
        border: 1,
        borderColor: 'divider',
        bgcolor: look.paper,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: '3px',
        px: '4px',
        flexShrink: 0,
      }}
    >
      <Box sx={{ height: 3, width: '70%', bgcolor: look.accent, borderRadius: 1 }} />
      <Box sx={{ height: 2, width: '100%', bgcolor: look.ink, borderRadius: 1, opacity: 0.8 }} />
    </Box>
  );
}

function ThemeChoices<T extends string>(props: {
  label: string;
  options: readonly T[];
  looks: Record<T, ThemeLook>;
  value: T;
  onChange: (value: T) => void;
}) {
  const labelId = useId();
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography id={labelId} variant="subtitle2" sx={{ mb: 0.5 }}>
        {props.label}
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as T)}
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1 }}
      >
        {props.options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" />}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <Swatch look={props.looks[option]} />
                <Typography component="span" variant="body2">
                  {props.looks[option].name}
                </Typography>
              </Box>
            }
            sx={{ mr: 0 }}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}

export interface ReadingSettingsPanelProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The choices of 阅读设置 in a popover under its button (ReadingSettings). */
export function ReadingSettingsPanel({ id, anchor, onClose }: ReadingSettingsPanelProps) {
  const dispatch = useAppDispatch();
  const previewTheme = useAppSelector(selectPreviewTheme);
  const codeTheme = useAppSelector(selectCodeTheme);
  return (
    <Popover
      id={id}
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': '阅读设置', sx: { p: 2, width: 320, maxWidth: '92vw' } } }}
    >
      <ThemeChoices<PreviewTheme>
        label="预览主题"
        options={PREVIEW_THEMES}
        looks={PREVIEW_THEME_LOOKS}
        value={previewTheme}
        onChange={(value) => dispatch(previewThemeChanged(value))}
      />
      <ThemeChoices<CodeTheme>
        label="代码主题"
        options={CODE_THEMES}
        looks={CODE_THEME_LOOKS}
        value={codeTheme}
        onChange={(value) => dispatch(codeThemeChanged(value))}
      />
    </Popover>
  );
}
