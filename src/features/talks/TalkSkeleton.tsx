import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder shaped like a TalkCard while talks load. */
export function TalkSkeleton() {
  return (
    <Card variant="outlined" data-testid="talk-skeleton" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Skeleton variant="circular" width={44} height={44} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="30%" />
          <Skeleton width="45%" />
        </Box>
      </Box>
      <Skeleton sx={{ mt: 1.5 }} />
      <Skeleton width="80%" />
      <Skeleton variant="rounded" width={240} height={120} sx={{ mt: 1.5 }} />
    </Card>
  );
}
