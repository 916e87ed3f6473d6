import { Suspense, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import type { HeadList } from 'md-editor-rt';
import { Link } from 'react-router';
import { PageBanner } from '@/features/site';
import { PageState } from '@/shared/components/PageState';
import { errorMessageOf } from '@/shared/api/errorMessage';
import { useIsNarrow } from '@/shared/hooks/useIsNarrow';
import { lazyComponent } from '@/shared/lib/lazyComponent';
import { TagPills, type ArticleDetailData } from '@/features/articles';
import { useGetArticleByIdQuery } from './articleDetailApi';
import { ArticleToc } from './toc/ArticleToc';
import { buildToc } from './toc/toc';
import { useReadingDuration } from './useReadingDuration';
import { ArticleBanner } from './ArticleBanner';
import { ArticleNeighbours } from './ArticleNeighbours';
import { ArticleOrigin } from './ArticleOrigin';
import { ArticleSkeleton, MarkdownSkeleton } from './ArticleSkeleton';
import { ArticleThemePicker } from './ArticleThemePicker';
import './articleBody.css';

// md-editor-rt and highlight.js are the heavy part: their own chunk, requested on the page's first
// render, so it downloads while the article itself is being fetched.
const markdown = lazyComponent(() =>
  import(/* webpackChunkName: "article-markdown" */ './markdown/ArticleMarkdown').then((m) => m.ArticleMarkdown),
);

/** Starts the Markdown renderer's download (route preload, first render). */
export const preloadArticleMarkdown = (): Promise<void> => markdown.preload();

interface Props {
  id: number;
  /** Shown under the article once it has loaded (its like button and comment section). */
  footer?: (article: ArticleDetailData) => ReactNode;
}

/** /article: banner, Markdown with its table of contents and theme choice, origin, neighbours. */
export function ArticleDetail({ id, footer }: Props) {
  void preloadArticleMarkdown();
  const { data: article, error, isLoading, isFetching, refetch } = useGetArticleByIdQuery(id);
  const [headings, setHeadings] = useState<HeadList[]>([]);
  const toc = useMemo(() => (headings.length ? buildToc(headings) : []), [headings]);
  useReadingDuration(article?.id);
  const narrow = useIsNarrow();

  if (isLoading || (isFetching && article?.id !== id)) return <ArticleSkeleton />;
  if (error || !article) {
    return (
      <>
        <PageBanner title="文章" />
        <PageState
          kind="error"
          message={errorMessageOf(error, '文章加载失败，请稍后再试')}
          action={
            <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
              <Button variant="outlined" onClick={() => void refetch()}>
                重新加载
              </Button>
              <Button variant="contained" component={Link} to="/home">
                回到首页
              </Button>
            </Box>
          }
        />
      </>
    );
  }
  return (
    <>
      <ArticleBanner article={article} />
      <Container maxWidth="lg" sx={{ py: 4, px: { xs: 1, sm: 2 } }}>
        <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
          {/* isolation: its own stacking context, so nothing in the body (code heads at z-index 10000) can
              rise above the page's overlays — docs/behaviour.md §2.2. */}
          <Box component="article" sx={{ flex: 1, minWidth: 0, isolation: 'isolate' }}>
            {narrow && (
              <Card variant="outlined" sx={{ p: 2, mb: 2 }}>
                <ArticleThemePicker />
              </Card>
            )}
            <Card variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
              <Suspense fallback={<MarkdownSkeleton />}>
                <markdown.Component content={article.article_content} onCatalog={setHeadings} />
              </Suspense>
              <Box sx={{ mt: 3 }}>
                <TagPills article={article} />
              </Box>
              <ArticleOrigin article={article} />
              <ArticleNeighbours id={article.id} />
            </Card>
            {footer?.(article)}
          </Box>
          {!narrow && (
            <Box component="aside" sx={{ width: 280, flexShrink: 0, position: 'sticky', top: 80 }}>
              <Card variant="outlined" sx={{ p: 2, mb: 2 }}>
                <ArticleThemePicker />
              </Card>
              <ArticleToc items={toc} />
            </Box>
          )}
        </Box>
        {narrow && <ArticleToc items={toc} />}
      </Container>
    </>
  );
}
