import { useSearchParams } from 'react-router';
import { ArticleDetail } from '@/features/article-detail';
import { PageBanner } from '@/shared/components/PageBanner';
import { PageState } from '@/shared/components/PageState';

/** /article?id= (spec §2): the article, then its comments. */
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
    <ArticleDetail key={id} id={id}>
      {/* LEAD: the comment section goes here — <CommentSection type={1} forId={id} /> from @/features/comments */}
    </ArticleDetail>
  );
}
