import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ARTICLE_STATUSES, STATUS_LABELS } from '../articles/articleStatus';
import type { DashboardStats } from '../desk/adminTypes';

const count = (value: number | undefined) => Number(value ?? 0).toLocaleString('zh-CN');

/**
 * docs/admin-desk.md "The dashboard": 文章 counts every article, drafts and private ones too, so it
 * says what it holds — the public figure is the one readers see in the home sidebar.
 */
const articleBreakdown = (data: DashboardStats): string | null =>
  data.articleStatusCounts
    ? ARTICLE_STATUSES.map((status) => `${STATUS_LABELS[status]} ${count(data.articleStatusCounts?.[status])}`).join(
        ' · ',
      )
    : null;

/** Articles by the year they are dated, the latest four years: '2026 年 12 篇 · 2025 年 30 篇'. */
const byYear = (data: DashboardStats): string | null =>
  data.years?.length
    ? data.years
        .slice(0, 4)
        .map((row) => `${row.year} 年 ${count(row.articles)} 篇`)
        .join(' · ')
    : null;

type Total = 'articleCount' | 'wordCount' | 'viewCount' | 'commentCount' | 'userCount' | 'onlineCount';

const FIGURES: { key: Total; label: string; detail?: (data: DashboardStats) => string | null }[] = [
  { key: 'articleCount', label: '文章', detail: articleBreakdown },
  { key: 'wordCount', label: '累计字数', detail: byYear },
  { key: 'viewCount', label: '浏览量' },
  { key: 'commentCount', label: '评论' },
  { key: 'userCount', label: '用户' },
  { key: 'onlineCount', label: '在线' },
];

/** The dashboard's row of totals; skeletons until `data` arrives. */
export function DashboardFigures({ data }: { data: DashboardStats | null | undefined }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2, mb: 3 }}>
      {FIGURES.map(({ key, label, detail }) => {
        const note = data && detail?.(data);
        return (
          <Paper key={key} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h5" component="p" data-testid={`dashboard-${key}`}>
              {data ? count(data[key]) : <Skeleton width={60} />}
            </Typography>
            {note && (
              <Typography variant="caption" color="text.secondary" data-testid={`dashboard-${key}-detail`}>
                {note}
              </Typography>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
