import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useMutationNotice } from '@/shared/api/useMutationNotice';
import { BUTTON_SX, FORM_SX } from './formSpacing';
import { useForgotPasswordMutation } from '@/features/password-reset';

export const ACCOUNT_REQUIRED = '请输入用户名或邮箱';

/**
 * docs/behaviour.md §4.8 忘记密码, inside the login dialog: the username or the verified e-mail; the
 * server answers one sentence whether or not the account exists, shown here as it is.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [account, setAccount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [ask, { isLoading }] = useForgotPasswordMutation();
  const notify = useMutationNotice();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (!account.trim()) return setError(ACCOUNT_REQUIRED);
    setError(null);
    const done = await notify(ask({ account: account.trim() }), { unannounced: '发送失败' });
    if (done) setSent(done.data);
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="忘记密码" sx={FORM_SX}>
      <Typography variant="body2" color="text.secondary">
        输入用户名或已验证的邮箱，我们会向该邮箱发送重设密码的链接（30 分钟内有效）。
      </Typography>
      <TextField
        fullWidth
        margin="dense"
        size="small"
        label="用户名或邮箱"
        name="account"
        autoComplete="username"
        value={account}
        onChange={(event) => setAccount(event.target.value)}
        error={!!error}
        helperText={error ?? ' '}
        autoFocus
      />
      {sent && (
        <Alert severity="success" sx={BUTTON_SX}>
          {sent}
        </Alert>
      )}
      <Button type="submit" variant="contained" fullWidth disabled={isLoading} sx={BUTTON_SX}>
        发送重设邮件
      </Button>
      <Button fullWidth size="small" onClick={onBack} sx={BUTTON_SX}>
        返回登录
      </Button>
    </Box>
  );
}
