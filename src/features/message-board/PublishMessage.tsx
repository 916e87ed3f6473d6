import { useNavigate } from 'react-router';
import Skeleton from '@mui/material/Skeleton';
import { useAppSelector } from '@/app/hooks';
import { selectUserInfo } from '@/features/auth';
import { PageState } from '@/shared/components/PageState';
import { useGetMessageByIdQuery } from './messageBoardApi';
import { canManage } from './messageRules';
import { PublishForm } from './PublishForm';
import { detailPath } from './MessageCard';

/**
 * /message/publish: a new post, or with an id the writer's own post to edit (only its logged-in owner
 * or the admin; a 游客 post can never be edited). Saving opens the post's page, or the board.
 */
export function PublishMessage({ editId }: { editId: number | null }) {
  const navigate = useNavigate();
  const viewer = useAppSelector(selectUserInfo);
  const editing = useGetMessageByIdQuery(editId ?? 0, { skip: editId === null });
  const saved = (id: number) => void navigate(id > 0 ? detailPath(id) : '/message/list');

  if (editId === null) return <PublishForm onSaved={saved} />;
  if (editing.isLoading) return <Skeleton variant="rounded" height={320} data-testid="publish-skeleton" />;
  if (!editing.data) return <PageState kind="error" message="留言不存在或已删除" />;
  if (!canManage(editing.data, viewer)) return <PageState kind="error" message="只能修改自己的留言" />;
  return <PublishForm key={editing.data.id} editing={editing.data} onSaved={saved} />;
}
