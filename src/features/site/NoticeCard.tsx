import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from '@/shared/components/Link';
import { useGetSiteConfigQuery } from './siteApi';
import { SidebarCard } from './SidebarCard';

/** Home sidebar: the site notice (config.blog_notice) and the way to the message board it invites to. */
export function NoticeCard() {
  const { data: config } = useGetSiteConfigQuery();
  if (!config?.blog_notice) return null;
  return (
    <SidebarCard title="公告">
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {config.blog_notice}
      </Typography>
      <Button component={Link} to="/message/list" size="small" sx={{ mt: 1, px: 0 }}>
        去留言板
      </Button>
    </SidebarCard>
  );
}
