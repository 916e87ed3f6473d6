import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { FormEvent } from 'react';
import { FormTextField } from '@/shared/components/form/FormTextField';
import type { ValidatedForm } from '@/shared/components/form/useValidatedForm';
import type { LoginForm as LoginFields } from './validators';
import { BUTTON_SX, FORM_SX } from './formSpacing';

interface Props {
  form: ValidatedForm<LoginFields>;
  remember: boolean;
  onRememberChange: (value: boolean) => void;
  busy: boolean;
  onSubmit: () => void;
  /** docs/behaviour.md §4.1 使用通行密钥登录. */
  onPasskey: () => void;
  /** docs/behaviour.md §4.8 忘记密码. */
  onForgot: () => void;
}

/** docs/behaviour.md §4.1 login mode: username (offering passkeys in its autofill), password, remember me, or a passkey alone. docs/behaviour.md §4.1: Enter submits the login form. */
export function LoginForm({ form, remember, onRememberChange, busy, onSubmit, onPasskey, onForgot }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="登录表单" sx={FORM_SX}>
      <FormTextField form={form} name="username" label="用户账号" autoComplete="username webauthn" />
      <FormTextField form={form} name="password" label="用户密码" type="password" autoComplete="current-password" />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <FormControlLabel
          control={<Checkbox checked={remember} onChange={(event) => onRememberChange(event.target.checked)} />}
          label="记住我"
        />
        <Button size="small" onClick={onForgot}>
          忘记密码
        </Button>
      </Box>
      <Button type="submit" variant="contained" fullWidth disabled={busy} sx={BUTTON_SX}>
        登录
      </Button>
      <Button variant="outlined" fullWidth disabled={busy} onClick={onPasskey} sx={BUTTON_SX}>
        使用通行密钥登录
      </Button>
    </Box>
  );
}
