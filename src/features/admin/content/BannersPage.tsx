import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RecordDialog } from '../components/RecordDialog';
import { recordBody, type RecordField } from '../components/recordFields';
import { AdminTable, type Column } from '../tables/AdminTable';
import { useAdminTable } from '../tables/useAdminTable';
import { useRecordEditing } from './useRecordEditing';

const FIELDS: RecordField[] = [
  { key: 'route_name', label: '路由名称', required: true, max: 64, helper: '如 home、talk、photoAlbum' },
  { key: 'bg_url', label: '背景图', kind: 'image', required: true },
];

const COLUMNS: Column[] = [
  { key: 'route_name', label: '路由名称' },
  {
    key: 'bg_url',
    label: '背景图',
    render: (row) => <Avatar variant="rounded" src={String(row.bg_url || '') || undefined} alt="" />,
  },
];

/** Page banners: one background image per route name. */
export function BannersPage() {
  const table = useAdminTable('pageHeader');
  const editing = useRecordEditing('pageHeader', (values) => recordBody(values));
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        页面背景
      </Typography>
      <AdminTable
        noun="背景"
        table={table}
        columns={COLUMNS}
        toolbarActions={
          <Button variant="contained" onClick={() => editing.open(null, { route_name: '', bg_url: '' })}>
            新增背景
          </Button>
        }
        rowActions={(row) => (
          <Button
            size="small"
            onClick={() =>
              editing.open(row.id, { route_name: String(row.route_name ?? ''), bg_url: String(row.bg_url ?? '') })
            }
          >
            编辑
          </Button>
        )}
      />
      <RecordDialog
        title={editing.isNew ? '新增背景' : '编辑背景'}
        fields={FIELDS}
        initial={editing.initial}
        onSubmit={editing.submit}
        onClose={editing.close}
      />
    </>
  );
}
