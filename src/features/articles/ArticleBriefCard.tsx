import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from '@/shared/components/Link';
import { formatDate } from '@/shared/lib/formatTime';
import { backgroundUrl } from '@/shared/components/image/imageSources';
import type { ArticleBrief } from './articleTypes';

interface Props {
  article: ArticleBrief;
  /** A small caption above the title (上一篇 / 下一篇). */
  caption?: string;
  height?: number;
}

/** A cover with the title over it, opening /article?id= — previous/next, recommendations. */
export function ArticleBriefCard({ article, caption, height = 120 }: Props) {
  return (
    <Box
      component={Link}
      to={`/article?id=${article.id}`}
      data-testid="article-brief"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        height,
        p: 1.5,
        borderRadius: 1,
        overflow: 'hidden',
        color: '#fff',
        textDecoration: 'none',
        bgcolor: '#34506a',
        backgroundImage: article.article_cover
          ? `linear-gradient(rgba(0,0,0,.15), rgba(0,0,0,.65)), ${backgroundUrl(article.article_cover, 480)}`
          : 'linear-gradient(135deg, #34506a, #1f2e3d)',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        transition: 'transform .2s',
        '&:hover': { transform: 'translateY(-2px)' },
      }}
    >
      {caption && (
        <Typography variant="caption" sx={{ opacity: 0.85 }}>
          {caption}
        </Typography>
      )}
      <Typography
        variant="subtitle2"
        // A link's text, not a heading: an h6 after the article's h2s broke the heading order.
        component="p"
        sx={{
          fontWeight: 700,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {article.article_title}
      </Typography>
      <Typography variant="caption" sx={{ opacity: 0.85 }}>
        {formatDate(article.createdAt)}
      </Typography>
    </Box>
  );
}
