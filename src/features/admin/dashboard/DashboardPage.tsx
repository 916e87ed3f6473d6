import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageState } from '@/shared/components/PageState';
import { useAdminDashboardQuery } from '../desk/adminApi';
import type { DashboardStats } from '../desk/adminTypes';
import { PendingWork } from './PendingWork';
import { TrendChart } from './TrendChart';

const FIGURES: { key: keyof DashboardStats; label: string }[] = [
  { key: 'articleCount', label: '文章' },
  { key: 'viewCount', label: '浏览量' },
  { key: 'commentCount', label: '评论' },
  { key: 'userCount', label: '用户' },
  { key: 'onlineCount', label: '在线' },
];

/** The desk's first screen: the blog's figures, the author's pending work and a 30-day chart. */
export function DashboardPage() {
  // Fresh on every arrival: a notice read or a link reviewed elsewhere is no longer pending.
  const { data, isLoading, isError, refetch } = useAdminDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        仪表盘
      </Typography>
      {isError ? (
        <PageState kind="error" message="加载失败" action={<Button onClick={() => void refetch()}>重试</Button>} />
      ) : (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2, mb: 3 }}>
            {FIGURES.map(({ key, label }) => (
              <Paper key={key} variant="outlined" sx={{ p: 2 }}>
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography variant="h5" component="p" data-testid={`dashboard-${key}`}>
                  {isLoading || !data ? <Skeleton width={60} /> : Number(data[key] ?? 0).toLocaleString('zh-CN')}
                </Typography>
              </Paper>
            ))}
          </Box>
          {data?.pending && <PendingWork pending={data.pending} />}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              近 30 天浏览与评论
            </Typography>
            {isLoading || !data ? (
              <Skeleton variant="rectangular" height={200} />
            ) : (
              <TrendChart series={data.series ?? []} />
            )}
          </Paper>
        </>
      )}
    </>
  );
}
