import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { loginDialogOpened } from '@/features/auth';
import { ResetPasswordForm } from '@/features/password-reset';
import { PageBanner } from '@/features/site';

/** /resetPassword?t=… (docs/behaviour.md §4.8): the link of a 忘记密码 mail; kept out of search engines. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  return (
    <>
      <PageBanner title="重设密码" />
      <Box sx={{ maxWidth: 420, mx: 'auto', py: 2, px: 2 }}>
        <ResetPasswordForm token={params.get('t') ?? ''} onReset={() => dispatch(loginDialogOpened())} />
      </Box>
    </>
  );
}
