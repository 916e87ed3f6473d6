import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ImageField } from './ImageField';
import { ImageListField } from './ImageListField';
import { validateRecord, type RecordField, type RecordValues } from './recordFields';

interface Props {
  title: string;
  fields: RecordField[];
  /** Starting values; the dialog is open while set. */
  initial: RecordValues | null;
  onSubmit: (values: RecordValues) => Promise<boolean>;
  onClose: () => void;
}

/** A small create / edit form in a dialog, for the desk's simpler records (talks, albums, banners, …). */
export function RecordDialog({ title, fields, initial, onSubmit, onClose }: Props) {
  const [values, setValues] = useState<RecordValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (initial) {
      setValues(initial);
      setErrors({});
    }
  }, [initial]);
  const set = (key: string, value: string) => setValues((old) => ({ ...old, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRecord(fields, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const ok = await onSubmit(values);
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <Dialog open={initial !== null} onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {fields.map((field) =>
              field.kind === 'images' ? (
                <ImageListField
                  key={field.key}
                  label={field.label}
                  value={values[field.key] ?? ''}
                  onChange={(text) => set(field.key, text)}
                  helper={field.helper}
                  error={errors[field.key]}
                />
              ) : field.kind === 'image' ? (
                <ImageField
                  key={field.key}
                  label={field.label}
                  value={values[field.key] ?? ''}
                  onChange={(url) => set(field.key, url)}
                  error={errors[field.key]}
                />
              ) : (
                <TextField
                  key={field.key}
                  label={field.label}
                  required={field.required}
                  select={field.kind === 'select'}
                  multiline={field.kind === 'multiline'}
                  minRows={field.kind === 'multiline' ? 3 : undefined}
                  value={values[field.key] ?? ''}
                  onChange={(event) => set(field.key, event.target.value)}
                  error={!!errors[field.key]}
                  helperText={errors[field.key] ?? field.helper}
                >
                  {field.options?.map((option) => (
                    <MenuItem key={option.value} value={option.value}>
                      {option.label}
                    </MenuItem>
                  ))}
                </TextField>
              ),
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>取消</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            保存
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
