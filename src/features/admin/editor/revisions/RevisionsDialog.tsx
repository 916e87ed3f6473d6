import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { Revision, RevisionSummary } from '@protocol/api/revision';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';
import { useAdminNotice } from '../../desk/useAdminNotice';
import { RevisionDiff } from './RevisionDiff';
import { useLazyRevisionQuery, useRestoreRevisionMutation, useRevisionsQuery } from './revisionApi';

export const KIND_LABELS = { manual: '手动保存', autosave: '自动保存' } as const;
export const RESTORE_QUESTION = '确定恢复到此版本吗？文章当前的内容仍保留在历史版本中。';

/** +120 / −30 / ±0: a revision's word change. */
export const wordChange = (delta: number) => (delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '±0');

interface Props {
  articleId: number;
  onClose: () => void;
  /** After a restore: the article's new version and the revision's text, for the editor. */
  onRestored: (version: number, revision: Revision) => void;
}

/** 历史版本 (docs/behaviour.md §11.3): the revisions, the diff of two ticked ones, 恢复此版本. */
export default function RevisionsDialog({ articleId, onClose, onRestored }: Props) {
  const list = useRevisionsQuery(articleId, { refetchOnMountOrArgChange: true });
  const [picked, setPicked] = useState<number[]>([]);
  const [shown, setShown] = useState<Revision[]>([]);
  const [asking, setAsking] = useState<RevisionSummary | null>(null);
  const [loadRevision] = useLazyRevisionQuery();
  const [restore] = useRestoreRevisionMutation();
  const act = useAdminNotice();

  const toggle = async (revisionId: number) => {
    const next = picked.includes(revisionId) ? picked.filter((id) => id !== revisionId) : [...picked, revisionId];
    const two = next.slice(-2);
    setPicked(two);
    setShown([]);
    if (two.length < 2) return;
    const loaded = await Promise.all(two.map((id) => loadRevision({ id: articleId, revisionId: id }, true).unwrap()));
    setShown(loaded.sort((a, b) => a.id - b.id));
  };

  const confirmRestore = async () => {
    const target = asking;
    setAsking(null);
    if (!target) return;
    const answer = await act(restore({ id: articleId, revisionId: target.id }), {});
    if (!answer) return;
    const whole = await loadRevision({ id: articleId, revisionId: target.id }, true).unwrap();
    onRestored(answer.data.version, whole);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="revisions-title">
      <DialogTitle id="revisions-title">历史版本</DialogTitle>
      <DialogContent>
        {list.isError && <Alert severity="error">历史版本加载失败</Alert>}
        {list.data?.length === 0 && <Alert severity="info">还没有历史版本</Alert>}
        {list.data && list.data.length > 1 && (
          <Alert severity="info" sx={{ mb: 1 }}>
            勾选两个版本查看差异
          </Alert>
        )}
        <List dense>
          {list.data?.map((revision) => (
            <ListItem
              key={revision.id}
              secondaryAction={
                <Button size="small" onClick={() => setAsking(revision)}>
                  恢复此版本
                </Button>
              }
            >
              <Checkbox
                edge="start"
                checked={picked.includes(revision.id)}
                onChange={() => void toggle(revision.id)}
                slotProps={{ input: { 'aria-label': `选择 ${revision.createdAt} 的版本` } }}
              />
              <ListItemText
                primary={`${revision.createdAt} · ${revision.authorName} · ${KIND_LABELS[revision.kind]}`}
                secondary={`${revision.article_title} · ${revision.word_count} 字（${wordChange(revision.word_delta)}）`}
              />
            </ListItem>
          ))}
        </List>
        {shown.length === 2 && (
          <Box sx={{ mt: 2 }}>
            <RevisionDiff older={shown[0]} newer={shown[1]} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
      <ConfirmDialog
        text={asking ? RESTORE_QUESTION : null}
        onConfirm={() => void confirmRestore()}
        onCancel={() => setAsking(null)}
      />
    </Dialog>
  );
}
