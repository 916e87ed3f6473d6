import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '@/shared/api/errorMessage';
import { useUnlockArticleMutation } from './articleDetailApi';

interface Props {
  id: number;
  hint: string;
}

/**
 * docs/behaviour.md §11.4: the password form of a protected article, loaded on demand (only such an
 * article's page needs it). The server answers the body and sets the grant; the page then shows it.
 */
export default function ArticleUnlock({ id, hint }: Props) {
  const [password, setPassword] = useState('');
  const [unlock, { error, isLoading }] = useUnlockArticleMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) void unlock({ id, password });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, maxWidth: 360, mx: 'auto', py: 3 }}
    >
      <Typography>此文章受密码保护，请输入访问密码查看</Typography>
      {hint && <Typography color="text.secondary">提示：{hint}</Typography>}
      <TextField
        label="访问密码"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
      {error && <Alert severity="error">{errorMessageOf(error, '验证失败，请稍后再试')}</Alert>}
      <Button type="submit" variant="contained" disabled={!password || isLoading}>
        查看文章
      </Button>
    </Box>
  );
}
