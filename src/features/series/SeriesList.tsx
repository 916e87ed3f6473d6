import MenuBook from '@mui/icons-material/MenuBookOutlined';
import { seriesPath } from '@protocol/pagePaths';
import { CoverCardGrid } from '@/shared/components/cards/CoverCardGrid';
import type { CoverLayout } from '@/shared/components/cards/CoverBox';
import { useGetSeriesListQuery } from './seriesApi';

/** A series' cover is wider than an album's: 16:9, like the article covers it is taken from. */
const SERIES_COVER: CoverLayout = {
  ratio: '16 / 9',
  icon: <MenuBook sx={{ fontSize: 56, color: 'text.disabled' }} />,
  sizes: '(max-width: 600px) 100vw, (max-width: 900px) 50vw, 380px',
  shown: { min: 300, max: 760 },
};

/** /series (docs/behaviour.md §9.6): every series as a card — cover, name, description, public posts. */
export function SeriesList() {
  const { data, error, isLoading, refetch } = useGetSeriesListQuery();
  const cards = data?.map((series) => ({
    id: series.id,
    to: seriesPath(series.id),
    cover: series.cover,
    title: series.name,
    description: series.description,
    note: `共 ${series.postCount} 篇`,
  }));
  return <CoverCardGrid noun="专栏" query={{ cards, error, isLoading, refetch }} cover={SERIES_COVER} skeletons={3} />;
}
