import Container from '@mui/material/Container';
import { useSearchParams } from 'react-router';
import { PageBanner } from '@/features/site';
import { TalkList } from '@/features/talks';
import { parseQueryId } from '@protocol/queryId';

/** /talk?id (docs/behaviour.md §2.1): the talks; `id` (from a notification) scrolls to one. */
export default function TalkPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageBanner title="说说" />
      <Container maxWidth="md" sx={{ py: 4, px: { xs: 1, sm: 2 } }}>
        <TalkList focusId={parseQueryId(params.get('id'))} />
      </Container>
    </>
  );
}
