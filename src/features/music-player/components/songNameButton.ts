/**
 * A song name in a table cell is a real button (Tab reaches it, Enter or Space plays it), drawn as
 * the plain one-line text it replaces: left-aligned, inheriting the cell's font, ellipsis when long.
 */
export const SONG_NAME_BUTTON = {
  display: 'block',
  width: '100%',
  textAlign: 'left',
  font: 'inherit',
  fontWeight: 'inherit',
  color: 'inherit',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  borderRadius: 0.5,
  '&:hover': { color: 'primary.main' },
} as const;
