import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Revision } from '@protocol/api/revision';
import { STATUS_LABELS } from '../../articles/articleStatus';
import { frontDiff, lineDiff } from './lineDiff';

const MARKS = { same: ' ', removed: '−', added: '+' } as const;
const COLOURS = { same: 'inherit', removed: 'error.main', added: 'success.main' } as const;

const front = (revision: Revision) => ({ ...revision, status: STATUS_LABELS[revision.status] });

/** The difference between two revisions, older first: the front fields, then the body line by line (§11.3). */
export function RevisionDiff({ older, newer }: { older: Revision; newer: Revision }) {
  const fields = frontDiff(front(older), front(newer));
  const lines = lineDiff(older.article_content, newer.article_content);
  return (
    <Box data-testid="revision-diff" sx={{ display: 'grid', gap: 1 }}>
      {fields.length === 0 ? (
        <Typography variant="body2">标题、封面、分类、标签、状态相同</Typography>
      ) : (
        fields.map(([label, before, after]) => (
          <Typography key={label} variant="body2">
            {label}：<del>{before}</del> → <ins>{after}</ins>
          </Typography>
        ))
      )}
      <Box
        component="pre"
        sx={{ m: 0, p: 1, maxHeight: 360, overflow: 'auto', whiteSpace: 'pre-wrap', bgcolor: 'action.hover' }}
      >
        {lines.map((line, index) => (
          <Box
            key={index}
            component={line.kind === 'removed' ? 'del' : line.kind === 'added' ? 'ins' : 'span'}
            data-kind={line.kind}
            sx={{ display: 'block', color: COLOURS[line.kind], textDecoration: 'none' }}
          >
            {MARKS[line.kind]} {line.text}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
