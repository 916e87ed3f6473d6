import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import { TaxonomyOverview } from '@/features/taxonomy';
import { PageBanner } from '@/features/site';

/** /category (docs/behaviour.md §2.1): every category with its article count. */
export default function CategoryPage() {
  return (
    <>
      <PageBanner title="分类" />
      <Container maxWidth="md" sx={{ py: 4, px: { xs: 1, sm: 2 } }}>
        <Card variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <TaxonomyOverview kind="category" />
        </Card>
      </Container>
    </>
  );
}
