import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import { Link } from '@/shared/components/Link';
import { PageBanner } from '@/features/site';
import { PageState } from '@/shared/components/PageState';
import { errorMessageOf } from '@/shared/api/errorMessage';
import { onlyNarrowSx, onlyWideSx, useIsNarrowOnceKnown } from '@/shared/hooks/useIsNarrowOnceKnown';
import { TagPills, type ArticleDetailData } from '@/features/articles';
import { useGetArticleByIdQuery } from './articleDetailApi';
import { ArticleBody } from './body/ArticleBody';
import { ArticleToc } from './toc/ArticleToc';
import { buildToc } from './toc/toc';
import { useReadingDuration } from './useReadingDuration';
import { ArticleBanner } from './ArticleBanner';
import { ArticleNeighbours } from './ArticleNeighbours';
import { ArticleOrigin } from './ArticleOrigin';
import { ArticleSeries } from './ArticleSeries';
import { ArticleSkeleton } from './ArticleSkeleton';
import { ReadingSettings } from './ReadingSettings';
import './articleBody.css';

/** Only a protected article's page needs the password form (docs/behaviour.md §11.4). */
const ArticleUnlock = lazy(() => import('./ArticleUnlock'));

interface Props {
  id: number;
  /** Shown under the article once it has loaded (its like button and comment section). */
  footer?: (article: ArticleDetailData) => ReactNode;
}

/** /article: banner, the body with its table of contents and theme choice, origin, neighbours. */
export function ArticleDetail({ id, footer }: Props) {
  const { data: article, error, isLoading, isFetching, refetch } = useGetArticleByIdQuery(id);
  const headings = article?.article_toc;
  const toc = useMemo(() => (headings?.length ? buildToc(headings) : []), [headings]);
  useReadingDuration(article?.id);
  // null while hydrating: both layouts are in the server's HTML and CSS shows the screen's own.
  const narrow = useIsNarrowOnceKnown();

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
            {/* docs/behaviour.md §9.1: on a phone only a small 阅读设置 button, not a panel, before the text. */}
            {narrow !== false && (
              <Box sx={[{ display: 'flex', justifyContent: 'flex-end', mb: 0.5 }, onlyNarrowSx]}>
                <ReadingSettings />
              </Box>
            )}
            <Card variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
              {article.access_locked ? (
                <Suspense fallback={null}>
                  <ArticleUnlock id={article.id} hint={article.access_hint ?? ''} />
                </Suspense>
              ) : (
                <ArticleBody html={article.article_html} />
              )}
              <Box sx={{ mt: 3 }}>
                <TagPills article={article} />
              </Box>
              <ArticleOrigin article={article} />
              {article.series && <ArticleSeries series={article.series} />}
              <ArticleNeighbours id={article.id} />
            </Card>
            {/* A locked article's comments open with it (docs/behaviour.md §11.4). */}
            {!article.access_locked && footer?.(article)}
          </Box>
          {narrow !== true && (
            <Box component="aside" sx={[{ width: 280, flexShrink: 0, position: 'sticky', top: 80 }, onlyWideSx]}>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
                <ReadingSettings />
              </Box>
              <ArticleToc items={toc} />
            </Box>
          )}
        </Box>
        {narrow === true && <ArticleToc items={toc} />}
      </Container>
    </>
  );
}
