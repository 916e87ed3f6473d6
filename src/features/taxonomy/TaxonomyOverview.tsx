import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import { Link } from '@/shared/components/Link';
import { PageState } from '@/shared/components/PageState';
import { errorMessageOf } from '@/shared/api/errorMessage';
import { articleListPath, type ArticleListKind } from '@/shared/lib/articleListPath';
import { cloudFontSize } from './cloud';
import { useGetTaxonomyQuery, type TaxonomyEntry } from './taxonomyApi';

const NOUN: Record<ArticleListKind, string> = { tag: '标签', category: '分类' };

function TagCloud({ entries }: { entries: TaxonomyEntry[] }) {
  const counts = entries.map((e) => e.articleCount);
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'baseline', gap: 2 }}>
      {entries.map((tag) => (
        <Box
          key={tag.id}
          component={Link}
          to={articleListPath({ type: 'tag', id: tag.id, name: tag.name })}
          data-testid="taxonomy-entry"
          sx={{
            color: 'primary.main',
            textDecoration: 'none',
            fontSize: `${cloudFontSize(tag.articleCount, min, max)}rem`,
            '&:hover': { color: 'secondary.main' },
          }}
        >
          {tag.name}
          <Box component="sup" sx={{ color: 'text.secondary', fontSize: 12, ml: 0.25 }}>
            {tag.articleCount}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function CategoryGrid({ entries }: { entries: TaxonomyEntry[] }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 2 }}>
      {entries.map((category) => (
        <Box
          key={category.id}
          component={Link}
          to={articleListPath({ type: 'category', id: category.id, name: category.name })}
          data-testid="taxonomy-entry"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            p: 2,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            color: 'text.primary',
            textDecoration: 'none',
            transition: 'border-color .2s, color .2s',
            '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
          }}
        >
          <FolderOutlined color="primary" />
          <Box sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>{category.name}</Box>
          <Typography component="span" variant="body2" color="text.secondary">
            {category.articleCount} 篇
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** /category and /tag: every category (a grid) or tag (a cloud) with its article count, each opening its list. */
export function TaxonomyOverview({ kind }: { kind: ArticleListKind }) {
  const { data, error, isLoading, refetch } = useGetTaxonomyQuery(kind);
  if (isLoading) return <Skeleton data-testid="taxonomy-skeleton" variant="rounded" height={160} />;
  if (error) {
    return (
      <PageState
        kind="error"
        message={errorMessageOf(error, `${NOUN[kind]}加载失败`)}
        action={
          <Button variant="outlined" onClick={() => void refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (!data?.length) return <PageState kind="empty" message={`暂无${NOUN[kind]}`} />;
  return (
    <Box component="section" aria-label={`全部${NOUN[kind]}`}>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
        {NOUN[kind]} - {data.length}
      </Typography>
      {kind === 'tag' ? <TagCloud entries={data} /> : <CategoryGrid entries={data} />}
    </Box>
  );
}
