import { useSearchParams } from 'react-router';
import { TaxonomyArticles } from '@/features/taxonomy';
import { PageBanner } from '@/features/site';
import { PageState } from '@/shared/components/PageState';
import { parseArticleListQuery } from '@/shared/lib/articleListPath';

/** /articleList?id&type&name (docs/behaviour.md §2.1): the articles of one tag or category. */
export default function ArticleListPage() {
  const [params] = useSearchParams();
  const target = parseArticleListQuery(params);
  if (!target) {
    return (
      <>
        <PageBanner title="文章列表" />
        <PageState kind="error" message="没有找到这个分类或标签" />
      </>
    );
  }
  return <TaxonomyArticles key={`${target.type}-${target.id}`} target={target} />;
}
