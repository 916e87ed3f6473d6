import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import { ArchiveTimeline } from '@/features/archives';
import { PageBanner } from '@/features/site';

/** /archives (docs/behaviour.md §2.1): the timeline. */
export default function ArchivesPage() {
  return (
    <>
      <PageBanner title="时间轴" />
      <Container maxWidth="md" sx={{ py: 4, px: { xs: 1, sm: 2 } }}>
        <Card variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <ArchiveTimeline />
        </Card>
      </Container>
    </>
  );
}
