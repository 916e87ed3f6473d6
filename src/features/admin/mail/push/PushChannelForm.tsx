import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useAdminNotice } from '../../desk/useAdminNotice';
import { useSavePushChannelMutation } from './pushApi';
import { SECRET_KEPT_HINT } from '../../desk/secretHint';
import {
  PUSH_FIELDS,
  PUSH_TYPE_LABELS,
  formOf,
  isSecret,
  type PushChannel,
  type PushForm,
  type PushType,
} from './pushLabels';

/** A new type's empty fields; a name the author typed stays, the old type's default name follows. */
function retyped(old: PushForm, type: PushType): PushForm {
  const fresh = formOf(type);
  return old.name === PUSH_TYPE_LABELS[old.type] ? fresh : { ...fresh, name: old.name };
}

/**
 * Adds a channel or edits one (docs/behaviour.md §5.3.1). A stored secret is shown only as 已设置;
 * left empty it is not sent, so the server keeps it. The type of a saved channel cannot change.
 */
export function PushChannelForm({ channel, onDone }: { channel?: PushChannel; onDone: () => void }) {
  const [values, setValues] = useState(() => formOf(channel?.type ?? 'wecom', channel));
  const [save, { isLoading }] = useSavePushChannelMutation();
  const act = useAdminNotice();
  const set = (key: keyof typeof values, value: string | boolean) => setValues((old) => ({ ...old, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { url, token, key, sign, ...rest } = values;
    const typed = Object.entries({ url, token, key, sign }).filter(([, value]) => value.trim());
    const body = { ...rest, ...Object.fromEntries(typed), ...(channel ? { id: channel.id } : {}) };
    if (await act(save(body), { success: '保存成功' })) onDone();
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={channel ? `编辑${channel.name}` : '添加推送渠道'}
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'grid', gap: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <TextField
        select
        label="类型"
        value={values.type}
        disabled={!!channel}
        onChange={(e) => setValues((old) => retyped(old, e.target.value as PushType))}
      >
        {(Object.keys(PUSH_TYPE_LABELS) as PushType[]).map((type) => (
          <MenuItem key={type} value={type}>
            {PUSH_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="名称" value={values.name} onChange={(e) => set('name', e.target.value)} />
      {PUSH_FIELDS[values.type].map(({ key, label, helper }) => {
        const stored = isSecret(key) && channel?.secretsSet[key];
        return (
          <TextField
            key={key}
            label={label}
            type={isSecret(key) ? 'password' : 'text'}
            autoComplete="off"
            value={values[key]}
            placeholder={stored ? '••••••••' : undefined}
            helperText={[stored ? SECRET_KEPT_HINT : '', helper ?? ''].filter(Boolean).join('　')}
            onChange={(e) => set(key, e.target.value)}
          />
        );
      })}
      <FormControlLabel
        control={<Switch checked={values.enabled} onChange={(e) => set('enabled', e.target.checked)} />}
        label="启用"
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={isLoading}>
          保存渠道
        </Button>
        <Button onClick={onDone}>取消</Button>
      </Box>
    </Box>
  );
}
