import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { EditorValues } from './editorValues';

interface Props {
  values: EditorValues;
  errors: Record<string, string>;
  change: (patch: Partial<EditorValues>) => void;
}

/**
 * docs/behaviour.md §11.4: 访问密码 (readers need it to see the body), its hint, and whether the
 * summary is hidden too. A password already set is never shown: typing one replaces it.
 */
export function AccessFields({ values, errors, change }: Props) {
  return (
    <>
      <FormControlLabel
        control={
          <Switch checked={values.access_on} onChange={(event) => change({ access_on: event.target.checked })} />
        }
        label="密码保护"
      />
      {values.access_on && (
        <>
          <TextField
            label="访问密码"
            type="password"
            autoComplete="new-password"
            value={values.access_password}
            onChange={(event) => change({ access_password: event.target.value })}
            error={!!errors.access_password}
            helperText={errors.access_password ?? '读者输入后才能看到正文；已设置时留空则不修改'}
          />
          <TextField
            label="密码提示"
            value={values.access_hint}
            onChange={(event) => change({ access_hint: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={values.hide_description}
                onChange={(event) => change({ hide_description: event.target.checked })}
              />
            }
            label="同时隐藏摘要"
          />
        </>
      )}
    </>
  );
}
