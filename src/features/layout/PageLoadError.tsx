import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * Shown in the content area when a page's code cannot be downloaded (offline, or a tab opened
 * before a new version replaced the old files): the header and footer stay, a reload fixes it.
 */
export function PageLoadError() {
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 2,
        pt: 10,
      }}
    >
      <Typography variant="h6" component="p">
        页面加载失败，请检查网络后刷新重试
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        刷新页面
      </Button>
    </Box>
  );
}
