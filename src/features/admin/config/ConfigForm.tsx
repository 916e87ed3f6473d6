import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useUpdateSiteConfigMutation } from '../desk/adminApi';
import { useAdminNotice } from '../desk/useAdminNotice';
import { ImageField } from '../desk/ImageField';
import { CONFIG_FIELDS, initialConfigValues, validateConfig } from './configFields';

/** The site config fields; checked here first (the server checks again), saved in one PUT. */
export function ConfigForm({ config }: { config: Record<string, unknown> | null }) {
  const [values, setValues] = useState(() => initialConfigValues(config));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = useUpdateSiteConfigMutation();
  const act = useAdminNotice();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateConfig(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]));
    void act(save(body), { success: '保存成功' });
  };
  const set = (key: string, value: string) => setValues((old) => ({ ...old, [key]: value }));

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      {CONFIG_FIELDS.map((field) =>
        field.upload ? (
          <ImageField
            key={field.key}
            label={field.label}
            value={values[field.key]}
            onChange={(url) => set(field.key, url)}
            error={errors[field.key]}
          />
        ) : (
          <TextField
            key={field.key}
            label={field.label}
            required={field.required}
            multiline={field.multiline}
            minRows={field.multiline ? 3 : undefined}
            value={values[field.key]}
            onChange={(event) => set(field.key, event.target.value)}
            error={!!errors[field.key]}
            helperText={errors[field.key] ?? field.helper}
          />
        ),
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          保存设置
        </Button>
      </Box>
    </Box>
  );
}
