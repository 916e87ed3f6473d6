import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

interface Props {
  history: string[];
  onPick: (term: string) => void;
  onClear: () => void;
}

/** Earlier searches as tags (newest first) with a clear option. */
export function SearchHistory({ history, onPick, onClear }: Props) {
  if (history.length === 0) return null;
  return (
    <Box component="section" aria-label="搜索历史" sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, flex: 1 }}>
          搜索历史
        </Typography>
        <Button size="small" color="inherit" onClick={onClear}>
          清空
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {history.map((term) => (
          <Chip
            key={term}
            label={term}
            size="small"
            variant="outlined"
            onClick={() => onPick(term)}
            data-testid="history-tag"
          />
        ))}
      </Box>
    </Box>
  );
}
