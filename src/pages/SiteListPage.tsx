import { useSearchParams } from 'react-router';
import { parseSiteListQuery, SiteList } from '@/features/resources';

/** /siteList?type&category (docs/behaviour.md §2.1): the sites of one resource category. */
export default function SiteListPage() {
  const [params] = useSearchParams();
  const target = parseSiteListQuery(params);
  return <SiteList key={target ? `${target.type}-${target.key}` : 'none'} target={target} />;
}
