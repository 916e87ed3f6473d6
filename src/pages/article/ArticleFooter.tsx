import Box from '@mui/material/Box';
import { CommentSection } from '@/features/comments';
import { LikeButton } from '@/features/likes';

export interface ArticleFooterProps {
  articleId: number;
  likes: number;
  authorId: number;
}

/** Under the article (docs/behaviour.md §9.1): its like button, then its comments. */
export function ArticleFooter({ articleId, likes, authorId }: ArticleFooterProps) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'center', my: 3 }}>
        <LikeButton type={1} forId={articleId} count={likes} size="medium" />
      </Box>
      <CommentSection type={1} forId={articleId} ownerId={authorId} />
    </>
  );
}
