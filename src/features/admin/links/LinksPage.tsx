import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminLinkRow } from '@protocol/adminRows';
import { useAdminUpdateMutation } from '../desk/adminCrudApi';
import { AdminTable, type Column } from '../desk/AdminTable';
import { useAdminTable } from '../desk/useAdminTable';

const STATUS_LABELS: Record<AdminLinkRow['status'], string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已拒绝',
};

const COLUMNS: Column<AdminLinkRow>[] = [
  {
    key: 'site_avatar',
    label: '头像',
    render: (row) => <Avatar src={row.site_avatar || undefined} alt="" sx={{ width: 32, height: 32 }} />,
  },
  { key: 'site_name', label: '网站名称' },
  {
    key: 'url',
    label: '地址',
    render: (row) => (
      <Link href={row.url} target="_blank" rel="noopener noreferrer">
        {row.url}
      </Link>
    ),
  },
  { key: 'site_desc', label: '描述' },
  { key: 'nick_name', label: '申请人' },
  { key: 'status', label: '状态', render: (row) => STATUS_LABELS[row.status] },
  { key: 'createdAt', label: '申请时间' },
];

const STATUS_FILTER = {
  key: 'status',
  label: '状态',
  options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
};

/** The friend-link review queue: pending applications first (the default filter), approve or reject. */
export function LinksPage() {
  const table = useAdminTable('link', { status: 'pending' });
  const [update] = useAdminUpdateMutation();
  const review = (id: number, status: 'approved' | 'rejected') =>
    void table.act(update({ resource: 'link', id, body: { status } }), status === 'approved' ? '已通过' : '已拒绝');
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        友链审核
      </Typography>
      <AdminTable
        noun="友链"
        table={table}
        columns={COLUMNS}
        filters={[STATUS_FILTER]}
        rowActions={(row) => (
          <>
            {row.status !== 'approved' && (
              <Button size="small" onClick={() => review(row.id, 'approved')} aria-label={`通过${row.site_name}`}>
                通过
              </Button>
            )}
            {row.status !== 'rejected' && (
              <Button size="small" onClick={() => review(row.id, 'rejected')} aria-label={`拒绝${row.site_name}`}>
                拒绝
              </Button>
            )}
          </>
        )}
      />
    </>
  );
}
