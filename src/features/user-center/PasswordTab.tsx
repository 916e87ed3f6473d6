import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAppDispatch } from '@/app/hooks';
import {
  useUpdatePasswordMutation,
  loggedOut,
  loginDialogOpened,
  passwordRules,
  type PasswordForm,
} from '@/features/auth';
import { FormTextField } from '@/shared/components/form/FormTextField';
import { useValidatedForm } from '@/shared/components/form/useValidatedForm';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { useMutationNotice } from '@/shared/api/useMutationNotice';

const EMPTY: PasswordForm = { password: '', password1: '', password2: '' };

/**
 * docs/behaviour.md §4.6 personal center, password tab: old, new, confirm with the docs/behaviour.md §4.2 rules and new ≠ old.
 * Success retires the session (the server bumps the token version): log out, ask to log in again.
 */
export function PasswordTab() {
  const dispatch = useAppDispatch();
  const form = useValidatedForm(EMPTY, passwordRules);
  const [update, { isLoading }] = useUpdatePasswordMutation();
  const notify = useMutationNotice();

  const submit = async () => {
    if (isLoading || !form.validate()) return;
    const done = await notify(update({ ...form.values }), { refused: '修改失败' });
    if (!done) return;
    form.reset();
    dispatch(loggedOut());
    dispatch(noticeShown({ kind: 'success', message: '密码修改成功，请重新登录' }));
    dispatch(loginDialogOpened());
  };

  return (
    <Box sx={{ maxWidth: 420, mx: 'auto', py: 2 }}>
      <FormTextField form={form} name="password" label="原密码" type="password" autoComplete="current-password" />
      <FormTextField form={form} name="password1" label="新密码" type="password" autoComplete="new-password" />
      <FormTextField form={form} name="password2" label="确认新密码" type="password" autoComplete="new-password" />
      <Button fullWidth variant="contained" disabled={isLoading} onClick={() => void submit()} sx={{ mt: 1 }}>
        修改密码
      </Button>
    </Box>
  );
}
