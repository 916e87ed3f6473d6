import Button from '@mui/material/Button';
import { useAdminUpdateMutation } from './adminCrudApi';
import { useAdminNotice } from './useAdminNotice';

interface Props {
  /** The areas whose records pin (is_top 1 pinned, 2 not). */
  resource: 'article' | 'talk';
  row: { id: number; is_top: number };
}

/** 置顶 / 取消置顶 on a row, with the outcome as a notice. */
export function PinButton({ resource, row }: Props) {
  const [update] = useAdminUpdateMutation();
  const act = useAdminNotice();
  const pinned = row.is_top === 1;
  return (
    <Button
      size="small"
      onClick={() =>
        void act(update({ resource, id: row.id, body: { is_top: pinned ? 2 : 1 } }), pinned ? '已取消置顶' : '已置顶')
      }
    >
      {pinned ? '取消置顶' : '置顶'}
    </Button>
  );
}
