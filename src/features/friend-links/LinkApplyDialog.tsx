import { useState, type ChangeEvent, type FormEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { LINK_MESSAGES } from '@protocol/boardRules';
import { formSurfaceSx } from '@/shared/lib/formSurface';
import { useMutationNotice } from '@/shared/api/useMutationNotice';
import { useImageUpload } from '@/shared/hooks/useImageUpload';
import { useAppSelector } from '@/app/hooks';
import { selectIsAdmin } from '@/features/auth';
import { useFormGuard } from '@/shared/components/form/useFormGuard';
import { linkHasErrors, SITE_DESC_MAX, SITE_NAME_MAX, validateLink, type LinkErrors } from './linkRules';
import type { FriendLink, LinkDraft } from './linkTypes';
import { useAddLinkMutation, useUpdateLinkMutation } from './linksApi';

export const LINK_SUCCESS = { applied: LINK_MESSAGES.added, edited: LINK_MESSAGES.updated } as const;

interface Props {
  /** The reader's own link when editing it; a new application when absent. */
  editing?: FriendLink;
  onClose: () => void;
}

const draftOf = (link?: FriendLink): LinkDraft => ({
  site_name: link?.site_name ?? '',
  site_desc: link?.site_desc ?? '',
  site_avatar: link?.site_avatar ?? '',
  url: link?.url ?? '',
});

/** 友链申请: name, description (≤ 125), http(s) address and avatar; pending until the admin approves. */
export function LinkApplyDialog({ editing, onClose }: Props) {
  const [draft, setDraft] = useState<LinkDraft>(() => draftOf(editing));
  const [errors, setErrors] = useState<LinkErrors>({});
  const [add, adding] = useAddLinkMutation();
  const [update, updating] = useUpdateLinkMutation();
  const notify = useMutationNotice();
  const avatar = useImageUpload();
  const admin = useAppSelector(selectIsAdmin);
  const guard = useFormGuard({ captcha: !editing && !admin });
  const field = (name: keyof LinkDraft) => (event: ChangeEvent<HTMLInputElement>) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  const pickAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    const url = file ? await avatar.uploadImage(file) : null;
    if (url) setDraft((current) => ({ ...current, site_avatar: url }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean: LinkDraft = {
      site_name: draft.site_name.trim(),
      site_desc: draft.site_desc.trim(),
      site_avatar: draft.site_avatar,
      url: draft.url.trim(),
    };
    const found = validateLink(clean);
    setErrors(found);
    if (linkHasErrors(found)) return;
    const texts = { success: editing ? LINK_SUCCESS.edited : LINK_SUCCESS.applied, refused: '提交失败' };
    const sent = await notify(
      editing ? update({ id: editing.id, ...clean }) : add({ ...clean, ...(await guard.fields()) }),
      texts,
    );
    if (sent) onClose();
    else guard.retry();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="link-dialog-title"
      slotProps={{ paper: { sx: formSurfaceSx } }}
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="link-dialog-title">{editing ? '修改友链' : '友链申请'}</DialogTitle>
        <DialogContent
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important', position: 'relative' }}
        >
          {guard.honeypot}
          <TextField
            label="网站名称"
            required
            value={draft.site_name}
            onChange={field('site_name')}
            error={Boolean(errors.site_name)}
            helperText={errors.site_name}
            slotProps={{ htmlInput: { maxLength: SITE_NAME_MAX + 1 } }}
          />
          <TextField
            label="网站描述"
            required
            multiline
            minRows={2}
            value={draft.site_desc}
            onChange={field('site_desc')}
            error={Boolean(errors.site_desc)}
            helperText={errors.site_desc ?? `${Array.from(draft.site_desc.trim()).length}/${SITE_DESC_MAX}`}
          />
          <TextField
            label="网站地址"
            required
            placeholder="https://"
            value={draft.url}
            onChange={field('url')}
            error={Boolean(errors.url)}
            helperText={errors.url}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Avatar src={draft.site_avatar || undefined} alt="网站头像预览" sx={{ width: 56, height: 56 }}>
              {Array.from(draft.site_name.trim())[0] ?? '?'}
            </Avatar>
            <Button component="label" variant="outlined" size="small" disabled={avatar.uploading}>
              {avatar.uploading ? '上传中…' : '上传网站头像'}
              <input
                hidden
                type="file"
                accept="image/jpeg,image/png,image/gif,image/webp"
                aria-label="选择网站头像"
                onChange={(e) => void pickAvatar(e)}
              />
            </Button>
          </Box>
          {guard.captcha}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>取消</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={adding.isLoading || updating.isLoading || avatar.uploading}
          >
            {editing ? '保存修改' : '提交申请'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
