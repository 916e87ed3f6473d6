import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '@/shared/api/errorMessage';
import { Link } from '@/shared/components/Link';
import { PageState } from '@/shared/components/PageState';
import { CoverBox, type CoverLayout } from './CoverBox';

/** One card: a cover, a name and a description, opening `to`; `note` a line under them. */
export interface CoverCard {
  id: number;
  to: string;
  cover: string;
  title: string;
  description: string;
  note?: string;
}

export interface CoverCardGridProps {
  /** What the cards are (相册, 专栏): it names the list, its loading, failure and empty states. */
  noun: string;
  /** The list query's state, its rows already as cards. */
  query: { cards: CoverCard[] | undefined; error: unknown; isLoading: boolean; refetch: () => unknown };
  cover: CoverLayout;
  skeletons: number;
}

const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
  gap: { xs: 2, sm: 3 },
} as const;

/** A page of cover cards (the albums of /photoAlbum, the series of /series), with its states. */
export function CoverCardGrid({ noun, query, cover, skeletons }: CoverCardGridProps) {
  const { cards, error, isLoading, refetch } = query;
  if (isLoading) {
    return (
      <Box sx={GRID} aria-busy="true" aria-label={`${noun}加载中`}>
        {Array.from({ length: skeletons }, (_, i) => (
          <Card key={i} variant="outlined" data-testid="card-skeleton">
            <Skeleton variant="rectangular" sx={{ aspectRatio: cover.ratio, height: 'auto' }} />
            <CardContent>
              <Skeleton width="50%" />
              <Skeleton width="80%" />
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }
  if (error || !cards) {
    return (
      <PageState
        kind="error"
        message={errorMessageOf(error, `${noun}加载失败`)}
        action={
          <Button variant="outlined" onClick={() => void refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (cards.length === 0) return <PageState kind="empty" message={`还没有${noun}`} />;
  return (
    <Box component="ul" aria-label={`${noun}列表`} sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }}>
      {cards.map((card) => (
        <Card component="li" key={card.id} variant="outlined">
          <CardActionArea component={Link} to={card.to} sx={{ height: '100%' }}>
            <CoverBox url={card.cover} layout={cover} />
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
                {card.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {card.description || '暂无描述'}
              </Typography>
              {card.note && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                  {card.note}
                </Typography>
              )}
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
