import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FONT_SIZE_RANGE, FONT_WEIGHTS } from './messageRules';
import type { MessageDraft } from './messageTypes';

const WEIGHT_NAMES: Record<number, string> = { 400: '常规', 500: '中等', 600: '半粗', 700: '粗体', 900: '特粗' };

interface Props {
  draft: MessageDraft;
  onChange: (patch: Partial<MessageDraft>) => void;
  /** Logged-in writers may upload a background; undefined hides the upload. */
  onPickImage?: (file: File) => void;
  uploading?: boolean;
}

/** Background colour, text colour, size and weight, and the background picture of a post. */
export function StyleControls({ draft, onChange, onPickImage, uploading }: Props) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file && onPickImage) onPickImage(file);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 1fr))' } }}>
      <TextField
        type="color"
        size="small"
        label="背景颜色"
        value={draft.bg_color}
        onChange={(event) => onChange({ bg_color: event.target.value })}
      />
      <TextField
        type="color"
        size="small"
        label="文字颜色"
        value={draft.color}
        onChange={(event) => onChange({ color: event.target.value })}
      />
      <TextField
        select
        size="small"
        label="字体粗细"
        value={draft.font_weight}
        onChange={(event) => onChange({ font_weight: Number(event.target.value) })}
      >
        {FONT_WEIGHTS.map((weight) => (
          <MenuItem key={weight} value={weight}>
            {WEIGHT_NAMES[weight]}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Typography variant="caption" color="text.secondary" id="font-size-label">
          字体大小 {draft.font_size}px
        </Typography>
        <Slider
          size="small"
          min={FONT_SIZE_RANGE.min}
          max={FONT_SIZE_RANGE.max}
          value={draft.font_size}
          onChange={(_event, value) => onChange({ font_size: value as number })}
          slotProps={{ input: { 'aria-labelledby': 'font-size-label' } }}
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {onPickImage ? (
          <Button component="label" variant="outlined" size="small" disabled={uploading}>
            {uploading ? '上传中…' : '上传背景图片'}
            <input
              hidden
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              aria-label="选择背景图片"
              onChange={pick}
            />
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            登录后可上传背景图片
          </Typography>
        )}
        {draft.bg_url && (
          <Button size="small" color="inherit" onClick={() => onChange({ bg_url: '' })}>
            移除背景图片
          </Button>
        )}
      </Box>
    </Box>
  );
}
