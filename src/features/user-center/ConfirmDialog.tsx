import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';

interface Props {
  open: boolean;
  text: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A yes/no question before a change is saved (issue 3: confirm before saving). */
export function ConfirmDialog({ open, text, onCancel, onConfirm }: Props) {
  return (
    <Dialog open={open} onClose={onCancel} sx={{ zIndex: 9999 }}>
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
