import Box from '@mui/material/Box';
import { AuthorCard } from './AuthorCard';
import { NoticeCard } from './NoticeCard';
import { SiteInfoCard } from './SiteInfoCard';
import { TagCloud } from './TagCloud';

/** The home page's right sidebar (below the articles on narrow screens). */
export function HomeSidebar() {
  return (
    <Box component="aside" aria-label="侧边栏">
      <AuthorCard />
      <NoticeCard />
      <TagCloud />
      <SiteInfoCard />
    </Box>
  );
}
