import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from '@/shared/components/Link';
import { formatNumber } from '@/shared/lib/formatNumber';
import { useGetSiteConfigQuery, useGetStatisticQuery } from './siteApi';
import { SidebarCard } from './SidebarCard';
import { socialLinks } from './socialLinks';
import { webpSources } from '@/shared/components/image/imageSources';

function Count({ label, value, to }: { label: string; value: number | undefined; to: string }) {
  return (
    <ButtonBase component={Link} to={to} sx={{ flex: 1, flexDirection: 'column', borderRadius: 1, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="span" variant="h6">
        {value === undefined ? '–' : formatNumber(value)}
      </Typography>
    </ButtonBase>
  );
}

/**
 * Home sidebar (docs/behaviour.md §8.2): avatar, name, motto (personal_say), article/category/tag
 * counts, then the social links the site settings hold — the footer's list, read from the same config.
 */
export function AuthorCard() {
  const { data: config, isLoading } = useGetSiteConfigQuery();
  const { data: stats } = useGetStatisticQuery();
  const links = socialLinks(config);
  return (
    <SidebarCard label="博主信息">
      <Box sx={{ textAlign: 'center' }}>
        {isLoading ? (
          <Skeleton variant="circular" width={96} height={96} sx={{ mx: 'auto' }} />
        ) : (
          <Avatar
            {...webpSources(config?.blog_avatar, 96)}
            src={config?.blog_avatar || undefined}
            alt={config?.blog_name}
            // Low: the banner is the page's first picture. React then writes no <link rel="preload">
            // for the avatar into the server's HTML (docs/performance.md, "Lean server-rendered pages").
            slotProps={{ img: { fetchPriority: 'low' } }}
            sx={{ width: 96, height: 96, mx: 'auto' }}
          />
        )}
        <Typography component="p" variant="h6" sx={{ mt: 1 }}>
          {config?.blog_name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {config?.personal_say}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', mt: 2 }}>
        <Count label="文章" value={stats?.articleCount} to="/archives" />
        <Count label="分类" value={stats?.categoryCount} to="/category" />
        <Count label="标签" value={stats?.tagCount} to="/tag" />
      </Box>
      {links.length > 0 && (
        <Box
          component="ul"
          sx={{ display: 'flex', justifyContent: 'center', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {links.map((link) => (
            <li key={link.href}>
              <Button size="small" href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </Button>
            </li>
          ))}
        </Box>
      )}
    </SidebarCard>
  );
}
