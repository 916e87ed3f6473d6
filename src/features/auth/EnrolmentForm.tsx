import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { settleMutation } from '@/shared/api/useMutationNotice';
import { RecoveryCodesList } from '@/shared/components/RecoveryCodesList';
import { TotpQrCode } from '@/shared/components/TotpQrCode';
import { createPasskey, PASSKEY_CANCELLED } from '@/shared/lib/passkeyCeremony';
import { noticeShown } from '@/shared/notices/noticesSlice';
import type { LoginResult } from './authApi';
import {
  useEnrolPasskeyMutation,
  useEnrolPasskeyOptionsMutation,
  useEnrolTotpBeginMutation,
  useEnrolTotpConfirmMutation,
} from './enrolmentApi';
import { BUTTON_SX, FORM_SX } from './formSpacing';
import { OneTimeCodeField } from '@/shared/components/form/SecretFields';

interface Props {
  ticket: string;
  /** Called with the token's answer once an enrolment is finished (and its recovery codes saved). */
  onSignedIn: (login: LoginResult) => void;
  onBack: () => void;
}

const texts = { refused: '操作失败', unannounced: '操作失败' };
/** What the login dialog says to an administrator who must enrol (docs/behaviour.md §4.1). */
export const ENROL_INTRO = '本站要求管理员使用二次验证。请先设置验证器或添加通行密钥，完成后即登录。';

/**
 * docs/behaviour.md §4.1 设置二次验证: the enrolment ticket sets up the authenticator app (QR code,
 * first 验证码, the recovery codes once) or a passkey; only then is the administrator signed in.
 */
export function EnrolmentForm({ ticket, onSignedIn, onBack }: Props) {
  const dispatch = useAppDispatch();
  const [beginTotp] = useEnrolTotpBeginMutation();
  const [confirmTotp] = useEnrolTotpConfirmMutation();
  const [passkeyOptions] = useEnrolPasskeyOptionsMutation();
  const [enrolPasskey] = useEnrolPasskeyMutation();
  const [busy, setBusy] = useState(false);
  const [seed, setSeed] = useState<{ qrCode: string; secret: string } | null>(null);
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [saved, setSaved] = useState<{ login: LoginResult; codes: string[] } | null>(null);
  const guarded = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const startTotp = () =>
    guarded(async () => {
      const begun = await settleMutation(dispatch, beginTotp({ ticket }), texts);
      if (begun) setSeed(begun.data);
    });
  const finishTotp = () =>
    guarded(async () => {
      const done = await settleMutation(dispatch, confirmTotp({ ticket, code: code.trim() }), texts);
      setCode('');
      if (!done) return;
      const { recoveryCodes, ...login } = done.data;
      setSaved({ login, codes: recoveryCodes });
    });
  const addPasskey = () =>
    guarded(async () => {
      const options = await settleMutation(dispatch, passkeyOptions({ ticket }), texts);
      if (!options) return;
      let credential;
      try {
        credential = await createPasskey(options.data);
      } catch {
        dispatch(noticeShown({ kind: 'error', title: '错误提示', message: PASSKEY_CANCELLED }));
        return;
      }
      const done = await settleMutation(dispatch, enrolPasskey({ ticket, name: name.trim(), credential }), texts);
      if (done) onSignedIn(done.data);
    });

  if (saved) return <RecoveryCodesList codes={saved.codes} onDone={() => onSignedIn(saved.login)} />;
  if (seed)
    return (
      <Box aria-label="设置二次验证" sx={FORM_SX}>
        <TotpQrCode qrCode={seed.qrCode} secret={seed.secret} />
        <OneTimeCodeField value={code} onChange={setCode} />
        <Button
          variant="contained"
          fullWidth
          disabled={busy || !code.trim()}
          onClick={() => void finishTotp()}
          sx={BUTTON_SX}
        >
          确认启用
        </Button>
      </Box>
    );
  return (
    <Box aria-label="设置二次验证" sx={FORM_SX}>
      <Typography variant="body2" color="text.secondary">
        {ENROL_INTRO}
      </Typography>
      <Button variant="contained" fullWidth disabled={busy} onClick={() => void startTotp()} sx={BUTTON_SX}>
        启用两步验证
      </Button>
      <TextField
        fullWidth
        margin="dense"
        label="通行密钥名称"
        placeholder="如：MacBook 指纹"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button
        variant="outlined"
        fullWidth
        disabled={busy || !name.trim()}
        onClick={() => void addPasskey()}
        sx={BUTTON_SX}
      >
        添加通行密钥
      </Button>
      <Button fullWidth size="small" onClick={onBack} sx={BUTTON_SX}>
        返回
      </Button>
    </Box>
  );
}
