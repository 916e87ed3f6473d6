import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
import type { StringFields, ValidatedForm } from './useValidatedForm';

interface Props<F extends StringFields<F>> {
  form: ValidatedForm<F>;
  name: keyof F & string;
  label: string;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** The field's rule, shown under it until a check fails (then the message takes its place). */
  hint?: string;
}

/** A text field wired to a validated form: value, on-blur check (docs/behaviour.md §4.2) and its message. */
export function FormTextField<F extends StringFields<F>>({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  onKeyDown,
  hint,
}: Props<F>) {
  const error = form.errors[name];
  return (
    <TextField
      fullWidth
      margin="dense"
      size="small"
      label={label}
      type={type}
      name={name}
      autoComplete={autoComplete}
      value={form.values[name]}
      onChange={(event) => form.setValue(name, event.target.value)}
      onBlur={() => form.blur(name)}
      onKeyDown={onKeyDown}
      error={!!error}
      helperText={error ?? hint ?? ' '}
    />
  );
}
