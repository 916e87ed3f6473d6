import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton, { toggleButtonClasses } from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { selectUserInfo } from '@/features/auth';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';
import type { CommentTargetType } from '@protocol/interactionRules';
import { CommentEditor } from './CommentEditor';
import { CommentSectionContext, type CommentSectionValue } from './commentSectionContext';
import { useGetCommentTotalQuery, useGetParentCommentsInfiniteQuery } from './commentsApi';
import { COMMENT_TEXT } from './commentTexts';
import { CommentThread } from './CommentThread';
import { canDelete, flattenPages } from './commentTree';
import type { CommentItem, CommentOrder } from './commentTypes';
import { useCommentActions, type ReplyTarget } from './useCommentActions';
import { belowFold } from '@/shared/lib/belowFold';

export interface CommentSectionProps {
  /** 1 article, 2 talk, 3 message-board post. */
  type: CommentTargetType;
  forId: number;
  /** The author of the thing commented on; their comments are marked 作者. */
  ownerId?: number;
}

/** The comments under an article, talk or message-board post: total, order, threads, replies, editor. */
export function CommentSection({ type, forId, ownerId }: CommentSectionProps) {
  const viewer = useAppSelector(selectUserInfo);
  const [order, setOrder] = useState<CommentOrder>('new');
  const [replying, setReplying] = useState<ReplyTarget | null>(null);
  const [pendingDelete, setPendingDelete] = useState<CommentItem | null>(null);
  const target = useMemo(() => ({ type, forId }), [type, forId]);
  const total = useGetCommentTotalQuery(target);
  const threads = useGetParentCommentsInfiniteQuery({ ...target, order });
  const actions = useCommentActions(target);
  const items = flattenPages(threads.data);

  const section: CommentSectionValue = {
    ...target,
    ownerId,
    mayDelete: (item) => canDelete(item, viewer),
    startReply: (item) =>
      setReplying({ parentId: item.parent_id ?? item.id, toId: item.from_id, toName: item.from_name }),
    askDelete: setPendingDelete,
  };

  const confirmDelete = async () => {
    const item = pendingDelete;
    setPendingDelete(null);
    if (item) await actions.remove(item);
  };

  return (
    <CommentSectionContext.Provider value={section}>
      <Box
        component="section"
        aria-label={COMMENT_TEXT.title}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {COMMENT_TEXT.title} <span data-testid="comment-total">{total.data ?? 0}</span>
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={order}
            onChange={(_e, next: CommentOrder | null) => next && setOrder(next)}
            aria-label="评论排序"
            // The default inactive colour (action.active) falls under 4.5:1 on the page background.
            sx={{
              [`& .${toggleButtonClasses.root}:not(.${toggleButtonClasses.selected})`]: { color: 'text.secondary' },
            }}
          >
            <ToggleButton value="hot">{COMMENT_TEXT.hot}</ToggleButton>
            <ToggleButton value="new">{COMMENT_TEXT.newest}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <CommentEditor onSubmit={actions.post} />
        {threads.isLoading && <Skeleton variant="rectangular" height={96} data-testid="comment-skeleton" />}
        {threads.isError && (
          <Alert severity="error" action={<Button onClick={() => void threads.refetch()}>{COMMENT_TEXT.retry}</Button>}>
            {COMMENT_TEXT.loadFailed}
          </Alert>
        )}
        {threads.isSuccess && items.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
            {COMMENT_TEXT.noComments}
          </Typography>
        )}
        {/* Threads after the first three are below the first screen (docs/performance.md "Boot on intent"). */}
        <Box sx={{ '& > :nth-of-type(n+4)': belowFold(160) }}>
          {items.map((item) => (
            <CommentThread
              key={item.id}
              item={item}
              replying={replying?.parentId === item.id ? replying : null}
              onReplySent={async (content, guard) => {
                const accepted = replying ? await actions.reply(replying, content, guard) : false;
                if (accepted) setReplying(null);
                return accepted;
              }}
              onReplyCancel={() => setReplying(null)}
            />
          ))}
        </Box>
        {threads.hasNextPage && (
          <Button
            disabled={threads.isFetchingNextPage}
            onClick={() => void threads.fetchNextPage()}
            sx={{ alignSelf: 'center' }}
          >
            {COMMENT_TEXT.loadMore}
          </Button>
        )}
        <ConfirmDialog
          text={pendingDelete ? COMMENT_TEXT.confirmDelete : null}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setPendingDelete(null)}
        />
      </Box>
    </CommentSectionContext.Provider>
  );
}
