import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useGetChildCommentsInfiniteQuery } from './commentsApi';
import { CommentRow } from './CommentRow';
import { useCommentSection } from './commentSectionContext';
import { COMMENT_TEXT } from './commentTexts';
import { flattenPages } from './commentTree';

/** The replies under one top-level comment, oldest first, five at a time. */
export function ReplyList({ parentId }: { parentId: number }) {
  const section = useCommentSection();
  const query = useGetChildCommentsInfiniteQuery({ type: section.type, forId: section.forId, parentId });
  const replies = flattenPages(query.data);
  return (
    <Box role="list" aria-label="回复列表" sx={{ pl: { xs: 1, sm: 2 }, borderLeft: 2, borderColor: 'divider' }}>
      {replies.map((reply) => (
        <Box role="listitem" key={reply.id}>
          <CommentRow
            small
            item={reply}
            ownerId={section.ownerId}
            canDelete={section.mayDelete(reply)}
            onReply={section.startReply}
            onDelete={section.askDelete}
          />
        </Box>
      ))}
      {query.hasNextPage && (
        <Button size="small" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {COMMENT_TEXT.loadMoreReplies}
        </Button>
      )}
    </Box>
  );
}
