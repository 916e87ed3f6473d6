import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Revision } from '@protocol/api/revision';
import type { EditorValues } from '../editorValues';
import { useRevisionQuery, useRevisionsQuery } from './revisionApi';
import { autosaveBody } from './useAutosave';

interface Props {
  articleId: number;
  /** The article as stored: an autosave with the same text is nothing to offer. */
  stored: EditorValues;
  onRestore: (revision: Revision) => void;
}

/** docs/behaviour.md §11.3: the newest revision is an autosave newer than the last save → 恢复未保存的修改. */
export function UnsavedAutosave({ articleId, stored, onRestore }: Props) {
  const list = useRevisionsQuery(articleId, { refetchOnMountOrArgChange: true });
  const newest = list.data?.[0];
  const offered = newest?.kind === 'autosave' ? newest.id : 0;
  const autosave = useRevisionQuery({ id: articleId, revisionId: offered }, { skip: offered === 0 });
  const revision = autosave.data;
  if (!revision || revision.id !== offered) return null;
  const same = JSON.stringify(autosaveBody({ ...stored, ...revision })) === JSON.stringify(autosaveBody(stored));
  if (same) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => onRestore(revision)}>
          恢复未保存的修改
        </Button>
      }
    >
      有 {revision.createdAt} 自动保存的未保存修改
    </Alert>
  );
}
