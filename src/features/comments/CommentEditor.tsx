import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { loginDialogOpened, selectIsAdmin, selectIsLoggedIn } from '@/features/auth';
import { EmojiPicker } from '@/shared/components/EmojiPicker';
import { useFormGuard } from '@/shared/components/form/useFormGuard';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { COMMENT_MAX_LENGTH } from '@protocol/interactionRules';
import type { FormGuardInput } from '@protocol/spamRules';
import { COMMENT_TEXT } from './commentTexts';

interface CommentEditorProps {
  placeholder?: string;
  submitLabel?: string;
  autoFocus?: boolean;
  /** Sends the text with the form's hidden fields; answers whether it was accepted (the editor then empties). */
  onSubmit: (content: string, guard: FormGuardInput) => Promise<boolean>;
  onCancel?: () => void;
}

/** A text box with the emoji picker; posting needs a login (请先登录 opens the login dialog). */
export function CommentEditor({
  placeholder = COMMENT_TEXT.placeholder,
  submitLabel = COMMENT_TEXT.submit,
  autoFocus,
  onSubmit,
  onCancel,
}: CommentEditorProps) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const guard = useFormGuard({ captcha: !useAppSelector(selectIsAdmin) });

  const submit = async () => {
    if (!loggedIn) {
      dispatch(noticeShown({ kind: 'warning', message: COMMENT_TEXT.loginFirst }));
      dispatch(loginDialogOpened());
      return;
    }
    if (!text.trim()) return void dispatch(noticeShown({ kind: 'warning', message: COMMENT_TEXT.empty }));
    setSending(true);
    const accepted = await guard
      .fields()
      .then((fields) => onSubmit(text.trim(), fields))
      .finally(() => setSending(false));
    if (!accepted) return guard.retry();
    setText('');
    guard.restart();
  };

  const addEmoji = (emoji: string) => {
    const el = input.current;
    const at = el?.selectionStart ?? text.length;
    setText((current) => (current.slice(0, at) + emoji + current.slice(at)).slice(0, COMMENT_MAX_LENGTH));
    el?.focus();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, position: 'relative' }}>
      {guard.honeypot}
      <TextField
        inputRef={input}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        autoFocus={autoFocus}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX_LENGTH, 'aria-label': placeholder } }}
      />
      {loggedIn && guard.captcha}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <EmojiPicker onPick={addEmoji} />
        <Box component="span" sx={{ color: 'text.secondary', fontSize: 12, mr: 'auto' }}>
          {Array.from(text).length}/{COMMENT_MAX_LENGTH}
        </Box>
        {onCancel && (
          <Button size="small" onClick={onCancel}>
            取消
          </Button>
        )}
        <Button size="small" variant="contained" disabled={sending} onClick={() => void submit()}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
