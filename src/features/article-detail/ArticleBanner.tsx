import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageBanner } from '@/features/site';
import { Pill } from '@/shared/components/Pill';
import { formatNumber } from '@/shared/lib/formatNumber';
import { ArticleDates, CategoryLink, META_ICONS, MetaItem } from '@/features/articles';
import type { ArticleDetailData as ArticleDetail } from '@/features/articles';
import { countWords, originLabel, readingMinutes } from './readingStats';

/** The article's banner: its cover, title, type, dates, category, likes, views, length and reading time. */
export function ArticleBanner({ article }: { article: ArticleDetail }) {
  const words = countWords(article.article_content);
  return (
    <PageBanner title={article.article_title} imageUrl={article.article_cover} height="420px">
      <Typography
        component="div"
        variant="body2"
        data-testid="article-meta"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 1.5,
          mt: 2,
          px: 2,
          maxWidth: 760,
          textShadow: '0 1px 4px rgba(0,0,0,.5)',
        }}
      >
        <Pill tone="secondary">{originLabel(article.type)}</Pill>
        <ArticleDates article={article} />
        <CategoryLink article={article} />
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 1.5,
          mt: 1,
          px: 2,
          fontSize: 14,
          textShadow: '0 1px 4px rgba(0,0,0,.5)',
        }}
      >
        <MetaItem icon={META_ICONS.notes} label="字数">
          字数 {formatNumber(words)}
        </MetaItem>
        <MetaItem icon={META_ICONS.schedule} label="阅读时长">
          阅读时长 {readingMinutes(words)} 分钟
        </MetaItem>
        <MetaItem icon={META_ICONS.visibility} label="浏览">
          浏览 {formatNumber(article.view_times)}
        </MetaItem>
        <MetaItem icon={META_ICONS.thumbUp} label="点赞">
          点赞 {formatNumber(article.thumbs_up_times)}
        </MetaItem>
      </Box>
    </PageBanner>
  );
}
