import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';

interface ConfirmDialogProps {
  /** The question; the dialog is open while it is set (docs/behaviour.md §6.1: 确认清空吗, 确认强制下线{name}吗 …). */
  text: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before a change; above drawers and popovers (docs/behaviour.md §2.2: layer 9999). */
export function ConfirmDialog({ text, onConfirm, onCancel }: ConfirmDialogProps) {
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
