import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { daysSince } from '@/shared/lib/formatTime';
import { formatNumber } from '@/shared/lib/formatNumber';
import { useHydrated } from '@/shared/hooks/useHydrated';
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

/**
 * Home sidebar: article count, days running since config.createdAt, and visits (view_time). The
 * day count depends on the reader's clock: the server's (cached) HTML leaves it out.
 */
export function SiteInfoCard() {
  const hydrated = useHydrated();
  const { data: config } = useGetSiteConfigQuery();
  const { data: stats } = useGetStatisticQuery();
  return (
    <SidebarCard title="网站资讯">
      <Row label="文章数目" value={stats ? formatNumber(stats.articleCount) : '–'} />
      <Row label="运行天数" value={config && hydrated ? `${daysSince(config.createdAt)} 天` : '–'} />
      <Row label="博客访问次数" value={config ? formatNumber(config.view_time) : '–'} />
    </SidebarCard>
  );
}
