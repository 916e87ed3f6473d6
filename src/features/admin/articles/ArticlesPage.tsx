import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@/shared/components/Link';
import type { AdminArticleRow } from '@protocol/adminRows';
import { ADMIN_BASE } from '../adminPaths';
import { AdminTable, type Column } from '../desk/AdminTable';
import { PinButton } from '../desk/PinButton';
import { useAdminTable } from '../desk/useAdminTable';
import { ARTICLE_STATUSES, STATUS_LABELS } from './articleStatus';

const COLUMNS: Column<AdminArticleRow>[] = [
  { key: 'article_title', label: '标题' },
  {
    key: 'status',
    label: '状态',
    render: (row) =>
      row.publish_at ? `${STATUS_LABELS[row.status]}（${row.publish_at.slice(0, 16)}）` : STATUS_LABELS[row.status],
  },
  {
    key: 'is_top',
    label: '置顶',
    render: (row) => (row.is_top === 1 ? <Chip size="small" label="置顶" /> : ''),
  },
  { key: 'category_name', label: '分类' },
  { key: 'tagNameList', label: '标签', render: (row) => row.tagNameList.join('、') },
  { key: 'view_times', label: '浏览' },
  { key: 'updatedAt', label: '更新时间' },
];

const STATUS_FILTER = {
  key: 'status',
  label: '状态',
  options: ARTICLE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
};

/** Every article in every status: search, status filter, pin / unpin, edit, (bulk) delete. */
export function ArticlesPage() {
  const table = useAdminTable('article');
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        文章管理
      </Typography>
      <AdminTable
        noun="文章"
        table={table}
        columns={COLUMNS}
        filters={[STATUS_FILTER]}
        toolbarActions={
          <Button variant="contained" component={RouterLink} to={`${ADMIN_BASE}/articles/new`}>
            写文章
          </Button>
        }
        rowActions={(row) => (
          <>
            <Button size="small" component={RouterLink} to={`${ADMIN_BASE}/articles/${row.id}`}>
              编辑
            </Button>
            <PinButton resource="article" row={row} />
          </>
        )}
      />
    </>
  );
}
