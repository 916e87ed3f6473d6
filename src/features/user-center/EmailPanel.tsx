import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutationNotice } from '@/shared/api/useMutationNotice';
import { useMyEmailQuery, useSetMyEmailMutation } from './emailApi';

/**
 * docs/behaviour.md §5.5: the reader's 邮箱 for reply mail, used only once verified through the
 * link 发送验证邮件 mails to it. Never shown to anyone else.
 */
export function EmailPanel() {
  const { data, isSuccess } = useMyEmailQuery();
  const [email, setEmail] = useState('');
  const [send, { isLoading }] = useSetMyEmailMutation();
  const notify = useMutationNotice({ unannounced: '发送失败，请稍后再试' });
  useEffect(() => setEmail(data?.email ?? ''), [data?.email]);

  // Until the saved address arrives nothing is claimed and nothing can be typed: the arrival
  // would overwrite what the reader had begun to type.
  const status = !data
    ? ''
    : !data.email
      ? '未设置邮箱：有人回复你时不会收到邮件。'
      : data.verified
        ? '已验证：有人回复你时会收到邮件。'
        : '未验证：请查收验证邮件并点击其中的链接。';
  const submit = () =>
    void notify(send({ email: email.trim() }), { success: email.trim() ? '验证邮件已发送，请查收' : '邮箱已清除' });

  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', mt: 4, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <TextField
          label="邮箱"
          type="email"
          size="small"
          value={email}
          disabled={!isSuccess}
          onChange={(e) => setEmail(e.target.value)}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={submit} disabled={isLoading}>
          发送验证邮件
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {status}
      </Typography>
    </Box>
  );
}
