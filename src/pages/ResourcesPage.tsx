import Container from '@mui/material/Container';
import { RESOURCE_TITLES, ResourceCategories, type ResourceType } from '@/features/resources';
import { PageBanner } from '@/features/site';

/** /resources/front and /resources/back (docs/behaviour.md §2.1): the recommended sites' categories. */
export default function ResourcesPage({ type }: { type: ResourceType }) {
  return (
    <>
      <PageBanner title={RESOURCE_TITLES[type]} />
      <Container maxWidth="lg" sx={{ py: 4, px: { xs: 1, sm: 2 } }}>
        <ResourceCategories key={type} type={type} />
      </Container>
    </>
  );
}
