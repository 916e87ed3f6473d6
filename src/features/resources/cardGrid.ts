/** The card grid of the resource pages: one column on phones, two on tablets, three on desktops. */
export const CARD_GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
  gap: { xs: 2, sm: 3 },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;
