import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { useUpdateOwnUserInfoMutation, userInfoLoaded, type UserInfo } from '@/features/auth';
import { useImageUpload } from '@/shared/hooks/useImageUpload';
import { useMutationNotice } from '@/shared/api/useMutationNotice';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';

/** docs/behaviour.md §4.6 personal center, profile tab: avatar upload with preview and nickname; confirm before saving. */
export function ProfileTab({ user }: { user: UserInfo }) {
  const dispatch = useAppDispatch();
  const [nickName, setNickName] = useState(user.nick_name);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { uploadImage, uploading } = useImageUpload();
  const [save, { isLoading: saving }] = useUpdateOwnUserInfoMutation();
  const notify = useMutationNotice();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const submit = async () => {
    setConfirming(false);
    let avatar = user.avatar;
    if (file) {
      // docs/behaviour.md §6.2: images over 800 KB are compressed first; a failure shows 图片上传失败 and sends nothing.
      const uploaded = await uploadImage(file);
      if (!uploaded) return;
      avatar = uploaded;
    }
    const saved = await notify(save({ nick_name: nickName.trim() || user.nick_name, avatar }), {
      success: '修改成功',
      refused: '修改失败',
    });
    if (!saved) return;
    dispatch(userInfoLoaded({ ...user, ...saved.data }));
    setFile(null);
    setPreview(null);
  };

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, maxWidth: 420, mx: 'auto', py: 2 }}
    >
      <Avatar src={preview ?? (user.avatar || undefined)} alt="头像预览" sx={{ width: 96, height: 96 }}>
        {user.nick_name.slice(0, 1)}
      </Avatar>
      <Button component="label" variant="outlined" size="small">
        上传头像
        <input
          hidden
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          aria-label="选择头像图片"
          onChange={choose}
        />
      </Button>
      <TextField
        fullWidth
        size="small"
        label="用户昵称"
        value={nickName}
        onChange={(event) => setNickName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
      <Button variant="contained" disabled={uploading || saving} onClick={() => setConfirming(true)}>
        保存
      </Button>
      <ConfirmDialog
        text={confirming ? '确定保存修改吗？' : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void submit()}
      />
    </Box>
  );
}
