import { Link } from '@/shared/components/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageBanner } from '@/features/site';
import { PageState } from '@/shared/components/PageState';
import { errorMessageOf } from '@/shared/api/errorMessage';
import { CARD_GRID } from './cardGrid';
import { CardGridSkeleton } from './CardGridSkeleton';
import { useGetResourceSitesQuery } from './resourcesApi';
import { RESOURCE_TITLES, type SiteListTarget } from './resourceTypes';
import { SiteCard } from './SiteCard';

/** The banner title of /siteList until (or unless) the category's own name is known. */
export const SITE_LIST_TITLE = '网站列表';

/** /siteList?type&category: the sites of one resource category, under the category's name. */
export function SiteList({ target }: { target: SiteListTarget | null }) {
  const sites = useGetResourceSitesQuery(target ?? { type: 'front', key: '' }, { skip: target === null });
  const category = sites.data?.category;
  const back = target && (
    <Button variant="outlined" component={Link} to={`/resources/${target.type}`}>
      返回{RESOURCE_TITLES[target.type]}
    </Button>
  );
  return (
    <>
      <PageBanner title={category?.name ?? SITE_LIST_TITLE}>
        {category?.description && (
          <Typography sx={{ mt: 1.5, textShadow: '0 1px 4px rgba(0,0,0,.5)' }}>{category.description}</Typography>
        )}
      </PageBanner>
      <Container maxWidth="lg" sx={{ py: 4, px: { xs: 1, sm: 2 } }}>
        {target === null && <PageState kind="error" message="没有找到这个网站分类" />}
        {sites.isLoading && <CardGridSkeleton label="网站加载中" />}
        {sites.isError && (
          <PageState
            kind="error"
            message={errorMessageOf(sites.error, '网站列表加载失败')}
            action={
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
                <Button variant="outlined" onClick={() => void sites.refetch()}>
                  重新加载
                </Button>
                {back}
              </Box>
            }
          />
        )}
        {sites.isSuccess && sites.data.list.length === 0 && (
          <PageState kind="empty" message="这个分类还没有网站" action={back} />
        )}
        {sites.isSuccess && sites.data.list.length > 0 && (
          <Box component="ul" aria-label={`${category?.name ?? ''}网站`} sx={CARD_GRID}>
            {sites.data.list.map((site) => (
              <SiteCard key={site.id} site={site} />
            ))}
          </Box>
        )}
      </Container>
    </>
  );
}
