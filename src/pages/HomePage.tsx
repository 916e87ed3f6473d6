import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { HomeArticleList } from '@/features/articles';
import { HomeBanner, HomeSidebar } from '@/features/site';

/** /home (docs/behaviour.md §2.1): full-height banner, then articles with the sidebar on the right (below on mobile). */
export default function HomePage() {
  return (
    <>
      <HomeBanner />
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            <HomeArticleList />
          </Box>
          <Box sx={{ width: { xs: '100%', md: 300 }, flexShrink: 0, position: { md: 'sticky' }, top: { md: 80 } }}>
            <HomeSidebar />
          </Box>
        </Box>
      </Container>
    </>
  );
}
