import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageState } from '@/shared/components/PageState';
import { useAdminDashboardQuery } from '../desk/adminApi';
import { DashboardFigures } from './DashboardFigures';
import { PendingWork } from './PendingWork';
import { TrendChart } from './TrendChart';

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
          <DashboardFigures data={data} />
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
