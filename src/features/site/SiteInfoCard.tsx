import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { daysSince } from '@/shared/lib/formatTime';
import { formatNumber } from '@/shared/lib/formatNumber';
import { useGetSiteConfigQuery, useGetStatisticQuery } from './siteApi';
import { SidebarCard } from './SidebarCard';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

/** Home sidebar: article count, days running since config.createdAt, and visits (view_time). */
export function SiteInfoCard() {
  const { data: config } = useGetSiteConfigQuery();
  const { data: stats } = useGetStatisticQuery();
  return (
    <SidebarCard title="网站资讯">
      <Row label="文章数目" value={stats ? formatNumber(stats.articleCount) : '–'} />
      <Row label="运行天数" value={config ? `${daysSince(config.createdAt)} 天` : '–'} />
      <Row label="博客访问次数" value={config ? formatNumber(config.view_time) : '–'} />
    </SidebarCard>
  );
}
