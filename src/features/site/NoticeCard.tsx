import Typography from '@mui/material/Typography';
import { useGetSiteConfigQuery } from './siteApi';
import { SidebarCard } from './SidebarCard';

/** Home sidebar: the site notice (config.blog_notice). */
export function NoticeCard() {
  const { data: config } = useGetSiteConfigQuery();
  if (!config?.blog_notice) return null;
  return (
    <SidebarCard title="公告">
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {config.blog_notice}
      </Typography>
    </SidebarCard>
  );
}
