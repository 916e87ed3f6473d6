import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { checkReaderEmail, READER_EMAIL_HINT } from '@protocol/mailRules';

/**
 * docs/behaviour.md §5.5: a 游客's optional 邮箱 on the publish form, for reply mail and never shown.
 * A signed-in writer gets no field: their address is their account's, managed in 个人中心.
 */
export function useGuestEmail(shown: boolean) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The server's own rule (protocol/mailRules.ts), checked on blur and before sending. */
  const check = (): boolean => {
    const problem = shown ? checkReaderEmail(value) : null;
    setError(problem);
    return !problem;
  };
  const field = shown ? (
    <TextField
      label="邮箱"
      type="email"
      autoComplete="email"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={check}
      error={Boolean(error)}
      helperText={error ?? READER_EMAIL_HINT}
    />
  ) : null;
  /** The address to send: '' when none was given or the field is not shown. */
  const email = shown ? value.trim() : '';
  return { field, check, email };
}
