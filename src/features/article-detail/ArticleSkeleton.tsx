import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';

/** The article page while it loads: banner and paragraph placeholders. */
export function ArticleSkeleton() {
  return (
    <Box data-testid="article-skeleton">
      <Skeleton variant="rectangular" height={420} />
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Skeleton width="60%" height={40} />
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} width={i % 3 === 2 ? '70%' : '100%'} />
        ))}
      </Container>
    </Box>
  );
}
