import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from '@/shared/components/Link';
import { Pill } from '@/shared/components/Pill';
import { ArticleMeta, PlainLink } from './ArticleMeta';
import { isPinned, type ArticleSummary } from './articleTypes';
import { ResponsiveImage } from '@/shared/components/image/ResponsiveImage';
import { ELEVATION_IN_CLASS_STYLE, elevationSx } from '@/shared/lib/paperElevation';

/** A home article card: cover, title, pinned mark 置顶, meta, description; opens /article?id=. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const to = `/article?id=${article.id}`;
  return (
    <Card
      component="article"
      data-testid="article-card"
      style={ELEVATION_IN_CLASS_STYLE}
      sx={[
        elevationSx(1),
        { display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, mb: 2.5, '&:hover': { boxShadow: 6 } },
      ]}
    >
      {article.article_cover && (
        <CardActionArea
          component={Link}
          to={to}
          sx={{ width: { xs: '100%', sm: '42%' }, flexShrink: 0 }}
          aria-label={article.article_title}
        >
          <ResponsiveImage
            src={article.article_cover}
            alt=""
            sizes="(max-width: 600px) 100vw, 380px"
            shown={{ min: 320, max: 600 }}
            sx={{ height: { xs: 180, sm: '100%' }, minHeight: { sm: 220 } }}
          />
        </CardActionArea>
      )}
      <CardContent sx={{ flex: 1, minWidth: 0 }}>
        {isPinned(article) && (
          <Pill tone="secondary" sx={{ mb: 1 }}>
            置顶
          </Pill>
        )}
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          <PlainLink to={to}>{article.article_title}</PlainLink>
        </Typography>
        <ArticleMeta article={article} />
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {article.article_description}
        </Typography>
      </CardContent>
    </Card>
  );
}
