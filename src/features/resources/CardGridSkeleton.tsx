import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { CARD_GRID } from './cardGrid';

/** Card-shaped placeholders while a resource page loads. */
export function CardGridSkeleton({ label }: { label: string }) {
  return (
    <Box sx={CARD_GRID} aria-busy="true" aria-label={label}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={120} data-testid="resource-skeleton" />
      ))}
    </Box>
  );
}
