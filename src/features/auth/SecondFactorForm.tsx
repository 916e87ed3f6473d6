import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { BUTTON_SX, FORM_SX } from './formSpacing';
import { OneTimeCodeField } from '@/shared/components/form/SecretFields';

interface Props {
  busy: boolean;
  /** The account's second factors: `totp` (验证码 or a recovery code), `passkey`. */
  methods: string[];
  onSubmit: (code: string) => void;
  onPasskey: () => void;
  onBack: () => void;
}

/** docs/behaviour.md §4.1 second step: 验证码 from the authenticator app, a recovery code, or a passkey. */
export function SecondFactorForm({ busy, methods, onSubmit, onPasskey, onBack }: Props) {
  const totp = methods.includes('totp');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSubmit(code);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="二次验证" sx={FORM_SX}>
      <Typography variant="body2" color="text.secondary">
        {totp
          ? '该账号已启用两步验证，请输入验证器中的验证码，或一个恢复码。'
          : '该账号已启用两步验证，请使用通行密钥验证。'}
      </Typography>
      {totp && (
        <>
          <OneTimeCodeField value={code} onChange={setCode} autoFocus />
          <Button type="submit" variant="contained" fullWidth disabled={busy || !code.trim()} sx={BUTTON_SX}>
            验证
          </Button>
        </>
      )}
      {methods.includes('passkey') && (
        <Button variant={totp ? 'outlined' : 'contained'} fullWidth disabled={busy} onClick={onPasskey} sx={BUTTON_SX}>
          使用通行密钥验证
        </Button>
      )}
      <Button fullWidth size="small" onClick={onBack} sx={BUTTON_SX}>
        返回
      </Button>
    </Box>
  );
}
