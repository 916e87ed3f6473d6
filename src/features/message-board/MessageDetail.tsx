import { useState } from 'react';
import { Link } from '@/shared/components/Link';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { useAppSelector } from '@/app/hooks';
import { selectUserInfo } from '@/features/auth';
import { CommentSection } from '@/features/comments';
import { LikeButton } from '@/features/likes';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';
import { PageState } from '@/shared/components/PageState';
import { formSurfaceSx } from '@/shared/lib/formSurface';
import { useGetMessageByIdQuery } from './messageBoardApi';
import { canManage } from './messageRules';
import { messageSurfaceSx } from './messageSurface';
import { MessageText } from './MessageText';
import { useMessageWrites } from './useMessageWrites';
import { webpSources } from '@/shared/components/image/imageSources';
import { RelativeTime } from '@/shared/components/RelativeTime';

interface Props {
  id: number;
  /** Where to go once the post is deleted (the board). */
  onDeleted: () => void;
}

/** /message/detail?id=: the post fetched by its id (works on reload and from a shared link), likes, comments. */
export function MessageDetail({ id, onDeleted }: Props) {
  const viewer = useAppSelector(selectUserInfo);
  const query = useGetMessageByIdQuery(id);
  const writes = useMessageWrites();
  const [confirming, setConfirming] = useState(false);
  const message = query.data;

  if (query.isLoading) return <Skeleton variant="rounded" height={220} data-testid="message-detail-skeleton" />;
  if (query.isError && !message) {
    const missing = 'status' in query.error && query.error.status === 404;
    return (
      <PageState
        kind="error"
        message={missing ? '留言不存在或已删除' : '留言加载失败'}
        action={
          missing ? (
            <Button component={Link} to="/message/list">
              返回留言板
            </Button>
          ) : (
            <Button onClick={() => void query.refetch()}>重试</Button>
          )
        }
      />
    );
  }
  if (!message) return <PageState kind="empty" message="留言不存在或已删除" />;

  const remove = async () => {
    setConfirming(false);
    if (await writes.remove(message.id)) onDeleted();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Paper component="article" variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={[messageSurfaceSx(message), { minHeight: 160, p: 3 }]}>
          <MessageText text={message.message} markup={message.is_markup} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, flexWrap: 'wrap' }}>
          <Avatar
            {...webpSources(message.avatar, 32)}
            src={message.avatar || undefined}
            alt=""
            sx={{ width: 32, height: 32 }}
          >
            {message.nick_name.slice(0, 1)}
          </Avatar>
          <Typography sx={{ fontWeight: 500 }}>{message.nick_name}</Typography>
          <RelativeTime value={message.createdAt} variant="body2" color="text.secondary" />
          {message.tag && <Chip size="small" label={`#${message.tag}`} />}
          <Box sx={{ flex: 1 }} />
          {/* The owner's buttons appear once the saved login is read, after the first paint; they come
              before 点赞 so it stays where the reader is about to tap (docs/behaviour.md §10). */}
          {canManage(message, viewer) && (
            <>
              <Button component={Link} to={`/message/publish?id=${message.id}`} variant="outlined" size="small">
                编辑
              </Button>
              {/* The warning colour sits on the icon: error-red text is too faint on dark paper. */}
              <Button
                variant="outlined"
                size="small"
                color="inherit"
                startIcon={<DeleteOutline color="error" />}
                disabled={writes.busy}
                onClick={() => setConfirming(true)}
              >
                删除
              </Button>
            </>
          )}
          <LikeButton type={3} forId={message.id} count={message.like_times} liked={message.is_like} size="medium" />
        </Box>
      </Paper>
      {/* The comment controls' muted and error text need a surface they read on in both themes. */}
      <Paper variant="outlined" sx={[{ p: { xs: 2, sm: 3 } }, formSurfaceSx]}>
        <CommentSection type={3} forId={message.id} ownerId={message.user_id ?? undefined} />
      </Paper>
      <ConfirmDialog
        text={confirming ? '确认删除这条留言吗' : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </Box>
  );
}
