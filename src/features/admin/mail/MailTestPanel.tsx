import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { Result } from '@/shared/api/contractTypes';
import { useAdminNotice } from '../desk/useAdminNotice';
import { useSendTestMailMutation } from './mailApi';

/** 发送测试邮件: shows the SMTP server's answer verbatim, success or refusal (docs/behaviour.md §5.3). */
export function MailTestPanel({ disabled }: { disabled: boolean }) {
  const [to, setTo] = useState('');
  const [answer, setAnswer] = useState<Result<'mail.test'> | null>(null);
  const [send, { isLoading }] = useSendTestMailMutation();
  const act = useAdminNotice();

  const run = async () => {
    setAnswer(null);
    const outcome = await act(send({ to }));
    if (outcome) setAnswer(outcome.data);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640, mt: 4 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <TextField label="收件地址" size="small" value={to} onChange={(e) => setTo(e.target.value)} sx={{ flex: 1 }} />
        <Button variant="outlined" onClick={() => void run()} disabled={disabled || isLoading || !to.trim()}>
          发送测试邮件
        </Button>
      </Box>
      {answer && (
        <Alert severity={answer.ok ? 'success' : 'error'}>
          {answer.ok ? '测试邮件已发出，服务器回复：' : '发送失败，服务器回复：'}
          <Box
            component="code"
            data-testid="smtp-answer"
            sx={{ display: 'block', mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
          >
            {answer.response}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
