import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ArticleStatusName } from '../desk/adminTypes';
import { STATUS_LABELS } from '../articles/articleStatus';
import { editorActions, STATUS_AUDIENCE, type EditorAction } from './editorActions';

interface Props {
  /** The article's status as stored; null for an article never saved. */
  stored: ArticleStatusName | null;
  saving: boolean;
  onSave: (action: EditorAction) => void;
}

/** The editor's status and its save actions, side by side (docs/admin-desk.md, the article editor). */
export function EditorActions({ stored, saving, onSave }: Props) {
  const shown = stored ?? 'draft';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Typography variant="body2" role="status" data-testid="article-status" sx={{ mr: 1 }}>
        状态：<strong>{STATUS_LABELS[shown]}</strong>
        {stored === null ? '（未保存）' : ''}，{STATUS_AUDIENCE[shown]}
      </Typography>
      {editorActions(stored).map((action) => (
        <Button
          key={action.label}
          variant={action.primary ? 'contained' : 'outlined'}
          disabled={saving}
          onClick={() => onSave(action)}
        >
          {action.label}
        </Button>
      ))}
    </Box>
  );
}
