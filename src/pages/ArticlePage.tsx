import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import { ArticleDetail } from '@/features/article-detail';
import { CommentSection } from '@/features/comments';
import { LikeButton } from '@/features/likes';
import { PageBanner } from '@/features/site';
import { PageState } from '@/shared/components/PageState';

/** /article?id= (docs/behaviour.md §9.1): the article, its like button, then its comments. */
export default function ArticlePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id < 1) {
    return (
      <>
        <PageBanner title="文章" />
        <PageState kind="error" message="文章不存在或未公开" />
      </>
    );
  }
  return (
    <ArticleDetail
      key={id}
      id={id}
      footer={(article) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'center', my: 3 }}>
            <LikeButton type={1} forId={article.id} count={article.thumbs_up_times} size="medium" />
          </Box>
          <CommentSection type={1} forId={article.id} ownerId={article.author_id} />
        </>
      )}
    />
  );
}
