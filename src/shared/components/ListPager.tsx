import Pagination from '@mui/material/Pagination';
import { pageCount } from '@/shared/lib/paging';

export interface ListPaginationProps {
  total: number;
  pageSize: number;
  page: number;
  /** Called with the page the reader picked (each list decides where to scroll). */
  onChange: (page: number) => void;
  /** Space around the centred pager (theme spacing units). */
  margins?: { mt?: number; my?: number };
}

/** MUI's pager, centred (ListPagination.tsx loads it). */
export function ListPager({ total, pageSize, page, onChange, margins }: ListPaginationProps) {
  return (
    <Pagination
      sx={{ display: 'flex', justifyContent: 'center', ...margins }}
      color="primary"
      page={page}
      count={pageCount(total, pageSize)}
      onChange={(_, picked) => onChange(picked)}
    />
  );
}
