import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useImageUpload } from '@/shared/hooks/useImageUpload';
import { DESK_UPLOAD } from './useAdminNotice';

interface Props {
  label: string;
  /** One address a line. */
  value: string;
  onChange: (value: string) => void;
  helper?: string;
  error?: string;
}

/** Several image addresses, one a line: typed in, or uploaded many at once (appended in order). */
export function ImageListField({ label, value, onChange, helper, error }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const { uploadImage, uploading } = useImageUpload(DESK_UPLOAD);
  const addFiles = async (files: File[]) => {
    const urls: string[] = [];
    for (const file of files) {
      const url = await uploadImage(file);
      if (url) urls.push(url);
    }
    if (urls.length) onChange([value.trim(), ...urls].filter(Boolean).join('\n'));
  };
  return (
    <Box>
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={!!error}
        helperText={error ?? helper}
      />
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept="image/jpeg,image/png,image/gif,image/webp"
        aria-label={`上传${label}`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) void addFiles(files);
        }}
      />
      <Button size="small" disabled={uploading} onClick={() => input.current?.click()} sx={{ mt: 0.5 }}>
        {uploading ? '上传中…' : `上传${label}`}
      </Button>
    </Box>
  );
}
