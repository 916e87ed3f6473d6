import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useAppSelector } from '@/app/hooks';
import { selectIsAdmin } from '@/features/auth';
import { useFormGuard } from '@/shared/components/form/useFormGuard';
import { BOARD_TEXT } from './boardTexts';
import { MESSAGE_MAX_LENGTH, validateDraft } from './messageRules';
import { DEFAULT_STYLE } from './messageStyle';
import { useMessageWrites } from './useMessageWrites';

/** Posts from the wall carry this tag, so they can be found among the cards too. */
export const DANMAKU_TAG = '弹幕';

/** The wall's single input: Enter posts in the default look; logged out, the post is the 游客's. */
export function DanmakuInput() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const writes = useMessageWrites();
  const guard = useFormGuard({ captcha: !useAppSelector(selectIsAdmin) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = { ...DEFAULT_STYLE, message: text.trim(), tag: DANMAKU_TAG };
    const problem = validateDraft(draft).message;
    setError(problem);
    if (problem) return;
    if ((await writes.post(draft, await guard.fields())) === null) return guard.retry();
    setText('');
    guard.restart();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: '1 1 300px', position: 'relative' }}
    >
      {guard.honeypot}
      <TextField
        size="small"
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={BOARD_TEXT.danmakuPlaceholder}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { 'aria-label': BOARD_TEXT.danmakuInput, maxLength: MESSAGE_MAX_LENGTH + 1 } }}
      />
      <Button type="submit" variant="contained" disabled={writes.busy} sx={{ flexShrink: 0, height: 40 }}>
        {BOARD_TEXT.send}
      </Button>
      {guard.captcha && <Box sx={{ flexBasis: '100%' }}>{guard.captcha}</Box>}
    </Box>
  );
}
