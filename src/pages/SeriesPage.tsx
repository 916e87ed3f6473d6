import Container from '@mui/material/Container';
import { useSearchParams } from 'react-router';
import { SeriesDetail, SeriesList } from '@/features/series';
import { PageBanner } from '@/features/site';
import { parseQueryId } from '@protocol/queryId';

/** /series (every series) and /series?id=N (one series), docs/behaviour.md §9.6. */
export default function SeriesPage() {
  const [params] = useSearchParams();
  if (params.has('id')) {
    const seriesId = parseQueryId(params.get('id'));
    return <SeriesDetail key={seriesId ?? 'none'} seriesId={seriesId} />;
  }
  return (
    <>
      <PageBanner title="专栏" />
      <Container maxWidth="lg" sx={{ py: 4, px: { xs: 1, sm: 2 } }}>
        <SeriesList />
      </Container>
    </>
  );
}
