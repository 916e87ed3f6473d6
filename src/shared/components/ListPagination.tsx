import { afterLoadComponent } from '@/shared/lib/afterLoadComponent';
import { OnDemand } from './OnDemand';
import type { ListPaginationProps } from './ListPager';

// Below the list, so its code (MUI's Pagination, 3.6 KB gzip) is fetched after `load`; a
// server-rendered pager stays as the server drew it until then (docs/performance.md "/home first load").
const { Component: ListPager } = afterLoadComponent(() =>
  import(/* webpackChunkName: "list-pager" */ './ListPager').then((m) => m.ListPager),
);

/** Page numbers under a paged list, centred; nothing at all while everything fits on one page. */
export function ListPagination(props: ListPaginationProps) {
  if (props.total <= props.pageSize) return null;
  return (
    <OnDemand>
      <ListPager {...props} />
    </OnDemand>
  );
}
