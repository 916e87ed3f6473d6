import Box from '@mui/material/Box';
import { AuthorCard } from './AuthorCard';
import { NoticeCard } from './NoticeCard';
import { SiteInfoCard } from './SiteInfoCard';
import { TagCloud } from './TagCloud';

/** The home page's sidebar cards (HomeSidebar.tsx loads them). */
export function HomeSidebarCards() {
  return (
    <Box component="aside" aria-label="侧边栏">
      <AuthorCard />
      <NoticeCard />
      <TagCloud />
      <SiteInfoCard />
    </Box>
  );
}
