import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { TAG_MAX_LENGTH } from './messageRules';
import { useGetHotTagsQuery } from './messageBoardApi';

interface Props {
  value: string;
  onChange: (tag: string) => void;
  error?: string;
}

/** A tag chosen from the hot tags or typed. */
export function TagPicker({ value, onChange, error }: Props) {
  const hot = useGetHotTagsQuery();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        size="small"
        label="标签"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? '从热门标签中选择，或输入一个新标签'}
        slotProps={{ htmlInput: { maxLength: TAG_MAX_LENGTH + 1 } }}
      />
      {(hot.data ?? []).length > 0 && (
        <Box role="group" aria-label="热门标签" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {(hot.data ?? []).map(({ tag }) => (
            <Chip
              key={tag}
              label={tag}
              clickable
              aria-pressed={tag === value.trim()}
              color={tag === value.trim() ? 'primary' : 'default'}
              onClick={() => onChange(tag)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
