import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PASSKEY_NAME_MAX } from '@protocol/accountRules';
import { useAppDispatch } from '@/app/hooks';
import { settleMutation } from '@/shared/api/useMutationNotice';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { createPasskey, PASSKEY_CANCELLED } from '@/shared/lib/passkeyCeremony';
import { usePasskeyRegisterOptionsMutation, useRegisterPasskeyMutation, useRemovePasskeyMutation } from './securityApi';
import { useFreshCheck } from './useFreshCheck';
import { CurrentPasswordField, OneTimeCodeField } from '@/shared/components/form/SecretFields';
const texts = (success: string | null) => ({ success, refused: '操作失败', unannounced: '操作失败' });

/**
 * docs/behaviour.md §4.7 通行密钥: the account's named passkeys, 添加通行密钥 and 删除. Both changes
 * need a fresh check (docs/security.md "Second factor"): the current password while the account has
 * no second factor, else a 验证码 when typed, else one of its passkeys.
 */
export function PasskeysSection() {
  const dispatch = useAppDispatch();
  const { totp, hasFactor, keys, collect } = useFreshCheck();
  const [registerOptions] = usePasskeyRegisterOptionsMutation();
  const [registerKey] = useRegisterPasskeyMutation();
  const [removeKey] = useRemovePasskeyMutation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const freshCheck = () => collect({ password, code });
  /** Runs a change; a ceremony the browser refused or the user cancelled is told, not thrown. */
  const guarded = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      dispatch(noticeShown({ kind: 'error', title: '错误提示', message: PASSKEY_CANCELLED }));
    } finally {
      setBusy(false);
      setPassword('');
      setCode('');
    }
  };
  const add = () =>
    guarded(async () => {
      const check = await freshCheck();
      const options = check && (await settleMutation(dispatch, registerOptions(check), texts(null)));
      if (!options) return;
      const credential = await createPasskey(options.data);
      const done = await settleMutation(
        dispatch,
        registerKey({ name: name.trim(), credential }),
        texts('通行密钥已添加'),
      );
      if (done) setName('');
    });
  const remove = (id: string) =>
    guarded(async () => {
      const check = await freshCheck();
      if (check) await settleMutation(dispatch, removeKey({ id, ...check }), texts('通行密钥已删除'));
    });

  return (
    <Box>
      <Typography variant="body2">用指纹、面容或设备密码登录，无需输入密码；也可在输入密码后用作二次验证。</Typography>
      <List aria-label="通行密钥" dense>
        {keys.map((key) => (
          <ListItem
            key={key.id}
            divider
            secondaryAction={
              <Button size="small" color="error" disabled={busy} onClick={() => void remove(key.id)}>
                删除
              </Button>
            }
          >
            <ListItemText
              primary={key.name}
              secondary={`添加于 ${key.createdAt}${key.lastUsedAt ? ` · 最近使用 ${key.lastUsedAt}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
      <TextField
        fullWidth
        margin="dense"
        label="通行密钥名称"
        placeholder="如 MacBook 指纹、手机"
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
      />
      {!hasFactor && <CurrentPasswordField value={password} onChange={setPassword} />}
      {totp && (
        <OneTimeCodeField
          value={code}
          onChange={setCode}
          helperText={keys.length > 0 ? '留空则用已有的通行密钥验证' : '验证器中的 6 位数字，或一个恢复码'}
        />
      )}
      <Button
        variant="contained"
        fullWidth
        disabled={busy || !name.trim() || (!hasFactor && !password)}
        onClick={() => void add()}
      >
        添加通行密钥
      </Button>
    </Box>
  );
}
