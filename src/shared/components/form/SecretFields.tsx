import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

interface SecretFieldProps {
  value: string;
  onChange: (value: string) => void;
  helperText?: ReactNode;
  autoFocus?: boolean;
}

/**
 * The 验证码 field wherever a second factor is asked for (docs/behaviour.md §4.7): the login's second
 * step, enrolment, and the fresh checks of 账号安全. `one-time-code` lets a phone offer the code.
 */
export function OneTimeCodeField({ value, onChange, helperText, autoFocus }: SecretFieldProps) {
  return (
    <TextField
      fullWidth
      margin="dense"
      label="验证码"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="one-time-code"
      helperText={helperText}
      autoFocus={autoFocus}
    />
  );
}

/** 当前密码: the fresh check of an account that has no second factor yet (docs/behaviour.md §4.7). */
export function CurrentPasswordField({ value, onChange }: SecretFieldProps) {
  return (
    <TextField
      fullWidth
      margin="dense"
      type="password"
      label="当前密码"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="current-password"
    />
  );
}
