import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ADMIN_FACTOR_FIRST } from '@protocol/accountRules';
import { useAppDispatch } from '@/app/hooks';
import { settleMutation } from '@/shared/api/useMutationNotice';
import { PASSKEY_CANCELLED } from '@/shared/lib/passkeyCeremony';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { useGetSecurityStatusQuery, useSetAdminPolicyMutation } from './securityApi';
import { useFreshCheck } from './useFreshCheck';
import { OneTimeCodeField } from '@/shared/components/form/SecretFields';

/**
 * docs/behaviour.md §4.7 管理员二次验证 (administrators only): requiring a second factor of every
 * administrator. Either change needs a fresh check (a 验证码 when typed, else a passkey); turning it
 * on needs a factor of one's own.
 */
export function AdminPolicySection() {
  const dispatch = useAppDispatch();
  const { data: status } = useGetSecurityStatusQuery();
  const { totp, hasFactor, collect } = useFreshCheck();
  const [setPolicy, { isLoading }] = useSetAdminPolicyMutation();
  const [code, setCode] = useState('');
  if (status?.adminSecondFactor === undefined) return null;
  const required = status.adminSecondFactor;

  const toggle = async () => {
    if (!hasFactor && !required) {
      dispatch(noticeShown({ kind: 'error', title: '错误提示', message: ADMIN_FACTOR_FIRST }));
      return;
    }
    try {
      const check = await collect({ code });
      const texts = {
        success: required ? '已不再要求管理员使用二次验证' : '已要求管理员使用二次验证',
        refused: '操作失败',
      };
      if (check) await settleMutation(dispatch, setPolicy({ adminSecondFactor: !required, ...check }), texts);
    } catch {
      dispatch(noticeShown({ kind: 'error', title: '错误提示', message: PASSKEY_CANCELLED }));
    }
    setCode('');
  };

  return (
    <Box component="section" aria-label="管理员二次验证">
      <Typography variant="h6" component="h2" gutterBottom sx={{ mt: 4 }}>
        管理员二次验证
      </Typography>
      <Typography variant="body2">开启后，没有二次验证的管理员下次登录时须先设置验证器或通行密钥。</Typography>
      {totp && <OneTimeCodeField value={code} onChange={setCode} />}
      <FormControlLabel
        control={<Switch checked={required} disabled={isLoading} onChange={() => void toggle()} />}
        label="要求管理员使用二次验证"
      />
    </Box>
  );
}
