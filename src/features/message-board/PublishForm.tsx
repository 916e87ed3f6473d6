import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { selectIsAdmin, selectIsLoggedIn } from '@/features/auth';
import { useImageUpload } from '@/shared/hooks/useImageUpload';
import { MessageBody } from './MessageCard';
import { charCount, hasErrors, MESSAGE_MAX_LENGTH, validateDraft, type DraftErrors } from './messageRules';
import { DEFAULT_STYLE, resolveStyle } from './messageStyle';
import { messageSurfaceSx } from './messageSurface';
import type { BoardMessage, MessageDraft } from './messageTypes';
import { StyleControls } from './StyleControls';
import { TagPicker } from './TagPicker';
import { useMessageWrites } from './useMessageWrites';
import { useFormGuard } from '@/shared/components/form/useFormGuard';
import { useGuestEmail } from './useGuestEmail';
import { useHydrated } from '@/shared/hooks/useHydrated';

const draftOf = (message?: BoardMessage): MessageDraft => ({
  message: message?.message ?? '',
  tag: message?.tag ?? '',
  color: message?.color ?? DEFAULT_STYLE.color,
  bg_color: message?.bg_color ?? DEFAULT_STYLE.bg_color,
  font_size: message?.font_size ?? DEFAULT_STYLE.font_size,
  font_weight: message?.font_weight ?? DEFAULT_STYLE.font_weight,
  bg_url: message?.bg_url ?? '',
});

interface Props {
  /** The post being edited; a new post when absent. */
  editing?: BoardMessage;
  /** Called with the saved post's id (0 when the server did not say). */
  onSaved: (id: number) => void;
}

/** /message/publish: the text, its tag and look, and a live preview of the card it becomes. */
export function PublishForm({ editing, onSaved }: Props) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [draft, setDraft] = useState<MessageDraft>(() => draftOf(editing));
  const [errors, setErrors] = useState<DraftErrors>({});
  const writes = useMessageWrites();
  const admin = useAppSelector(selectIsAdmin);
  const guard = useFormGuard({ captcha: !editing && !admin });
  const upload = useImageUpload();
  // After hydration only: the server cannot know whether a saved login will be restored.
  const hydrated = useHydrated();
  const guestEmail = useGuestEmail(hydrated && !loggedIn && !editing);
  const change = (patch: Partial<MessageDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const adjusted = resolveStyle(draft).adjusted;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = { ...draft, message: draft.message.trim(), tag: draft.tag.trim() };
    const found = validateDraft(clean);
    setErrors(found);
    const emailValid = guestEmail.check();
    if (hasErrors(found) || !emailValid) return;
    if (editing) {
      if (await writes.edit(editing.id, clean)) onSaved(editing.id);
      return;
    }
    const id = await writes.post(clean, await guard.fields(), guestEmail.email);
    if (id !== null) onSaved(id);
    else guard.retry();
  };

  const pickImage = async (file: File) => {
    const url = await upload.uploadImage(file);
    if (url) change({ bg_url: url });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, position: 'relative' }}>
        {guard.honeypot}
        {!loggedIn && <Alert severity="info">未登录时将以游客身份发布，发布后无法修改</Alert>}
        <TextField
          label="留言内容"
          required
          multiline
          minRows={4}
          value={draft.message}
          onChange={(event) => change({ message: event.target.value })}
          error={Boolean(errors.message)}
          helperText={errors.message ?? `${charCount(draft.message.trim())}/${MESSAGE_MAX_LENGTH}`}
        />
        <TagPicker value={draft.tag} onChange={(tag) => change({ tag })} error={errors.tag} />
        {guestEmail.field}
        <StyleControls
          draft={draft}
          onChange={change}
          onPickImage={loggedIn ? (file) => void pickImage(file) : undefined}
          uploading={upload.uploading}
        />
        {guard.captcha}
        <Box>
          <Button type="submit" variant="contained" disabled={writes.busy || upload.uploading}>
            {editing ? '保存修改' : '发布留言'}
          </Button>
        </Box>
      </Box>
      <Box component="section" aria-label="预览" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="subtitle2" component="h2" color="text.secondary">
          预览
        </Typography>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box data-testid="message-preview" sx={[messageSurfaceSx(draft), { minHeight: 140 }]}>
            <MessageBody message={{ ...draft, message: draft.message || '在这里预览你的留言' }} />
          </Box>
        </Paper>
        {adjusted && (
          <Typography variant="body2" color="text.secondary">
            文字颜色与背景颜色太接近，展示时会换成更易读的颜色
          </Typography>
        )}
      </Box>
    </Box>
  );
}
