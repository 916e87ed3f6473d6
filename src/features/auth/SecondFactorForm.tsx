import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { BUTTON_SX, FORM_SX } from './formSpacing';

interface Props {
  busy: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

/** docs/behaviour.md §4.1 second step: 验证码 from the authenticator app, or a recovery code. */
export function SecondFactorForm({ busy, onSubmit, onBack }: Props) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSubmit(code);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="二次验证" sx={FORM_SX}>
      <Typography variant="body2" color="text.secondary">
        该账号已启用两步验证，请输入验证器中的验证码，或一个恢复码。
      </Typography>
      <TextField
        fullWidth
        margin="dense"
        label="验证码"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        autoFocus
      />
      <Button type="submit" variant="contained" fullWidth disabled={busy || !code.trim()} sx={BUTTON_SX}>
        验证
      </Button>
      <Button fullWidth size="small" onClick={onBack} sx={BUTTON_SX}>
        返回
      </Button>
    </Box>
  );
}
