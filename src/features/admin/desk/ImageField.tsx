import { useId, useRef } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useImageUpload } from '@/shared/hooks/useImageUpload';
import { DESK_UPLOAD } from './useAdminNotice';

interface Props {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

/** An image address: typed in, or uploaded from a file (上传图片), with a small preview. */
export function ImageField({ label, value, onChange, error }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const { uploadImage, uploading } = useImageUpload(DESK_UPLOAD);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Avatar variant="rounded" src={value || undefined} alt="" sx={{ width: 56, height: 56 }} />
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={!!error}
        helperText={error}
        sx={{ flex: 1 }}
      />
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        hidden
        aria-label={`上传${label}`}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const url = await uploadImage(file);
          if (url) onChange(url);
        }}
      />
      <Button variant="outlined" disabled={uploading} onClick={() => input.current?.click()} sx={{ mt: 1 }}>
        {uploading ? '上传中…' : `上传${label}`}
      </Button>
    </Box>
  );
}
