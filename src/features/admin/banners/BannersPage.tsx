import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PageHeaderRow } from '@protocol/adminRows';
import { RecordDialog } from '../desk/RecordDialog';
import { recordBody, recordValues, type RecordField } from '../desk/recordFields';
import { AdminTable, type Column } from '../desk/AdminTable';
import { Thumbnail } from '../desk/cells';
import { useAdminTable } from '../desk/useAdminTable';
import { useRecordEditing } from '../desk/useRecordEditing';

const FIELDS: RecordField[] = [
  { key: 'route_name', label: '路由名称', required: true, max: 64, helper: '如 home、talk、photoAlbum' },
  { key: 'bg_url', label: '背景图', kind: 'image', required: true },
];

const COLUMNS: Column<PageHeaderRow>[] = [
  { key: 'route_name', label: '路由名称' },
  { key: 'bg_url', label: '背景图', render: (row) => <Thumbnail src={row.bg_url} /> },
];

/** Page banners: one background image per route name. */
export function BannersPage() {
  const table = useAdminTable('pageHeader');
  const editing = useRecordEditing('pageHeader', (values) => recordBody(values, ['route_name', 'bg_url']));
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
          <Button size="small" onClick={() => editing.open(row.id, recordValues(row, ['route_name', 'bg_url']))}>
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
