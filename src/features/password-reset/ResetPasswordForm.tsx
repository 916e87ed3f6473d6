import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useMutationNotice } from '@/shared/api/useMutationNotice';
import { FormTextField } from '@/shared/components/form/FormTextField';
import { useValidatedForm } from '@/shared/components/form/useValidatedForm';
import { useResetPasswordMutation } from './passwordResetApi';
import { PASSWORD_HINT } from '@protocol/accountRules';
import { resetRules, type ResetForm } from './resetRules';

const EMPTY: ResetForm = { password: '', confirm: '' };
export const RESET_LINK_MISSING = '链接不完整，请从邮件中重新打开，或在登录框点「忘记密码」重新发送';

/**
 * docs/behaviour.md §4.8 /resetPassword: the mailed link's token and a new password. Success says the
 * server's sentence and opens the login dialog; every older sign-in has been signed out.
 */
interface Props {
  token: string;
  /** After the reset: the page opens the login dialog. */
  onReset: () => void;
}

export function ResetPasswordForm({ token, onReset }: Props) {
  const form = useValidatedForm(EMPTY, resetRules);
  const [reset, { isLoading }] = useResetPasswordMutation();
  const notify = useMutationNotice();
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || !token || !form.validate()) return;
    const outcome = await notify(reset({ t: token, password: form.values.password }), {
      unannounced: '重设失败',
    });
    if (!outcome) return;
    form.reset();
    setDone(outcome.data);
    onReset();
  };

  if (done) return <Alert severity="success">{done}</Alert>;
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="重设密码">
      {!token && <Alert severity="warning">{RESET_LINK_MISSING}</Alert>}
      <FormTextField
        form={form}
        name="password"
        label="新密码"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
      />
      <FormTextField form={form} name="confirm" label="确认新密码" type="password" autoComplete="new-password" />
      <Button type="submit" fullWidth variant="contained" disabled={isLoading || !token} sx={{ mt: 1 }}>
        重设密码
      </Button>
    </Box>
  );
}
