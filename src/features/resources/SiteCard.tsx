import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { visuallyHidden } from '@/shared/lib/visuallyHidden';
import type { ResourceSite } from './resourceTypes';
import { siteHref } from './siteAvatar';
import { SiteIcon } from './SiteIcon';

/**
 * One recommended site: icon (or the first character of its name on a coloured circle when it has
 * no icon of ours, or the icon fails to load), name and description; opens in a new tab.
 */
export function SiteCard({ site }: { site: ResourceSite }) {
  const href = siteHref(site.url);
  const body = (
    <Box sx={{ display: 'flex', gap: 2, p: 2, alignItems: 'flex-start', height: '100%' }}>
      <SiteIcon name={site.name} icon={site.icon} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1.05rem', display: 'flex', gap: 0.5 }}>
          {site.name}
          {href && (
            <>
              <OpenInNew sx={{ fontSize: '1rem', color: 'text.secondary', alignSelf: 'center' }} aria-hidden />
              <Box component="span" sx={visuallyHidden}>
                （在新标签页打开）
              </Box>
            </>
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {site.description || '暂无描述'}
        </Typography>
      </Box>
    </Box>
  );
  return (
    <Card component="li" variant="outlined">
      {href ? (
        <CardActionArea component="a" href={href} target="_blank" rel="noopener noreferrer" sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
