import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from '@/shared/components/Link';
import { articleListPath } from '@/shared/lib/articleListPath';
import { useGetTagCloudQuery } from './siteApi';
import { SidebarCard } from './SidebarCard';
import { countRange, tagFontSize } from './tagCloud';

/** Home sidebar: every tag, sized by its article count, linking to its article list; then the tag page. */
export function TagCloud() {
  const { data: tags, isLoading } = useGetTagCloudQuery();
  const { min, max } = countRange(tags ?? []);
  return (
    <SidebarCard title="标签">
      {isLoading && <Skeleton variant="rounded" height={80} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25, alignItems: 'baseline' }}>
        {tags?.map((tag) => (
          <Box
            key={tag.id}
            component={RouterLink}
            to={articleListPath({ type: 'tag', id: tag.id, name: tag.tag_name })}
            sx={{
              color: 'primary.main',
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
              fontSize: `${tagFontSize(tag.articleCount, min, max)}rem`,
            }}
          >
            {tag.tag_name}
          </Box>
        ))}
      </Box>
      <Button component={RouterLink} to="/tag" size="small" sx={{ mt: 1, px: 0 }}>
        全部标签
      </Button>
    </SidebarCard>
  );
}
