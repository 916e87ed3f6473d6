import { useSearchParams } from 'react-router';
import { ArticleDetail } from '@/features/article-detail';
import { PageBanner } from '@/features/site';
import { AfterLoad } from '@/shared/components/AfterLoad';
import { PageState } from '@/shared/components/PageState';
import { lazyComponent } from '@/shared/lib/lazyComponent';
import type { ArticleFooterProps } from './article/ArticleFooter';

// The like button and the comments (their editor, MUI's inputs and DOMPurify) arrive after `load`:
// the reader sees the article first (docs/performance.md "/article first load").
const ArticleFooter = lazyComponent<ArticleFooterProps>(() =>
  import(/* webpackChunkName: "article-footer" */ './article/ArticleFooter').then((m) => m.ArticleFooter),
);

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
        <AfterLoad>
          <ArticleFooter.Component
            articleId={article.id}
            likes={article.thumbs_up_times}
            authorId={article.author_id}
          />
        </AfterLoad>
      )}
    />
  );
}
