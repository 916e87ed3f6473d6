import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';

interface Props {
  text: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The chat room's confirmations (spec §5: 确认清空吗, 确认强制下线{name}吗); open while `text` is set. */
export function ConfirmDialog({ text, onConfirm, onCancel }: Props) {
  return (
    <Dialog open={text !== null} onClose={onCancel} sx={{ zIndex: 10000 }}>
      <DialogContent>{text}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>取消</Button>
        <Button variant="contained" onClick={onConfirm}>
          确定
        </Button>
      </DialogActions>
    </Dialog>
  );
}
