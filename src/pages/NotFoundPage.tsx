import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { PageBanner } from '@/features/site';
import { useCountdown } from '@/shared/hooks/useCountdown';

/** Seconds before the 404 page goes to /home by itself. */
export const NOT_FOUND_REDIRECT_SECONDS = 5;

/** docs/behaviour.md §2.1 any other path: the 404 page, with back and home buttons and a countdown to /home. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  const left = useCountdown(NOT_FOUND_REDIRECT_SECONDS, () => navigate('/home', { replace: true }));
  return (
    <>
      <PageBanner title="404" routeName="404" height="45vh" />
      <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
        <Typography variant="h5" gutterBottom>
          抱歉，您访问的页面不存在
        </Typography>
        <Typography color="text.secondary" data-testid="countdown">
          {left} 秒后自动返回首页
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'center' }}>
          <Button variant="outlined" onClick={() => navigate(-1)}>
            返回上一页
          </Button>
          <Button variant="contained" onClick={() => navigate('/home', { replace: true })}>
            回到首页
          </Button>
        </Stack>
      </Box>
    </>
  );
}
