import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { settleMutation } from '@/shared/api/useMutationNotice';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { PASSKEY_CANCELLED } from '@/shared/lib/passkeyCeremony';
import { RecoveryCodesList } from '@/shared/components/RecoveryCodesList';
import { TotpQrCode } from '@/shared/components/TotpQrCode';
import {
  useBeginTotpMutation,
  useConfirmTotpMutation,
  useDisableTotpMutation,
  useGetSecurityStatusQuery,
  useRenewRecoveryCodesMutation,
} from './securityApi';
import { useFreshCheck, type FreshCheck } from './useFreshCheck';
import { CurrentPasswordField, OneTimeCodeField } from '@/shared/components/form/SecretFields';

type Enrolment = { secret: string; qrCode: string };

/**
 * docs/behaviour.md §4.7 两步验证: off — the current password, then the QR code and secret, then a
 * first code, then the recovery codes once. On — a fresh code renews the recovery codes or turns it off.
 */
export function TotpSection() {
  const dispatch = useAppDispatch();
  const { data: status } = useGetSecurityStatusQuery();
  const { hasFactor, keys, collect } = useFreshCheck();
  const [begin, beginState] = useBeginTotpMutation();
  const [confirm, confirmState] = useConfirmTotpMutation();
  const [disable, disableState] = useDisableTotpMutation();
  const [renew, renewState] = useRenewRecoveryCodesMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const busy = beginState.isLoading || confirmState.isLoading || disableState.isLoading || renewState.isLoading;
  const texts = (success: string | null) => ({ success, refused: '操作失败', unannounced: '操作失败' });

  // With passkeys but no app yet, the fresh check is a passkey (useFreshCheck.ts).
  const start = async () => {
    try {
      const check = await collect({ password });
      const done = check && (await settleMutation(dispatch, begin(check), texts(null)));
      if (done) setEnrolment(done.data);
    } catch {
      dispatch(noticeShown({ kind: 'error', title: '错误提示', message: PASSKEY_CANCELLED }));
    }
    setPassword('');
  };
  const finish = async () => {
    const done = await settleMutation(dispatch, confirm({ code }), texts('两步验证已启用'));
    setCode('');
    if (!done) return;
    setEnrolment(null);
    setCodes(done.data.recoveryCodes);
  };
  /** The fresh check for a change while the app is on: the typed code, else a passkey (useFreshCheck.ts). */
  const withCheck = async (send: (check: FreshCheck) => Promise<void>) => {
    try {
      const check = await collect({ code });
      if (check) await send(check);
    } catch {
      dispatch(noticeShown({ kind: 'error', title: '错误提示', message: PASSKEY_CANCELLED }));
    }
    setCode('');
  };
  const renewCodes = () =>
    withCheck(async (check) => {
      const done = await settleMutation(dispatch, renew(check), texts(null));
      if (done) setCodes(done.data.recoveryCodes);
    });
  const turnOff = () =>
    withCheck(async (check) => {
      await settleMutation(dispatch, disable(check), texts('两步验证已关闭'));
    });
  const canCheck = !!code.trim() || keys.length > 0;
  const codeField = (
    <OneTimeCodeField
      value={code}
      onChange={setCode}
      helperText={
        keys.length > 0 ? '验证器中的 6 位数字或一个恢复码；不填则用通行密钥验证' : '验证器中的 6 位数字，或一个恢复码'
      }
    />
  );

  if (codes) return <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />;
  if (enrolment)
    return (
      <Box>
        <TotpQrCode qrCode={enrolment.qrCode} secret={enrolment.secret} />
        {codeField}
        <Button variant="contained" fullWidth disabled={busy || !code.trim()} onClick={() => void finish()}>
          确认启用
        </Button>
      </Box>
    );
  if (status?.totp)
    return (
      <Box>
        <Typography variant="body2">两步验证已启用，剩余恢复码 {status.recoveryCodesLeft} 个。</Typography>
        {codeField}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" disabled={busy || !canCheck} onClick={() => void renewCodes()}>
            重新生成恢复码
          </Button>
          <Button color="error" variant="outlined" disabled={busy || !canCheck} onClick={() => void turnOff()}>
            关闭两步验证
          </Button>
        </Box>
      </Box>
    );
  return (
    <Box>
      <Typography variant="body2">登录时除密码外，还需验证器中的验证码。</Typography>
      {!hasFactor && <CurrentPasswordField value={password} onChange={setPassword} />}
      <Button variant="contained" fullWidth disabled={busy || (!hasFactor && !password)} onClick={() => void start()}>
        启用两步验证
      </Button>
    </Box>
  );
}
