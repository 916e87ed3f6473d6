import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ADMIN_BASE } from '../adminPaths';
import { RecordDialog } from '../components/RecordDialog';
import { recordBody, type RecordField } from '../components/recordFields';
import { AdminTable, type Column } from '../tables/AdminTable';
import { useAdminTable } from '../tables/useAdminTable';
import { useRecordEditing } from './useRecordEditing';

const VISIBILITY = [
  { value: 'public', label: '公开' },
  { value: 'private', label: '私密' },
];

const FIELDS: RecordField[] = [
  { key: 'album_name', label: '相册名称', required: true, max: 64 },
  { key: 'album_cover', label: '封面', kind: 'image' },
  { key: 'description', label: '描述', kind: 'multiline', max: 500 },
  { key: 'status', label: '可见性', kind: 'select', options: VISIBILITY },
];

const COLUMNS: Column[] = [
  {
    key: 'album_cover',
    label: '封面',
    render: (row) => <Avatar variant="rounded" src={String(row.album_cover || '') || undefined} alt="" />,
  },
  { key: 'album_name', label: '相册名称' },
  { key: 'description', label: '描述' },
  { key: 'photoCount', label: '照片数' },
  { key: 'status', label: '可见性', render: (row) => (row.status === 'private' ? '私密' : '公开') },
];

const valuesOf = (row: Record<string, unknown>) => ({
  album_name: String(row.album_name ?? ''),
  album_cover: String(row.album_cover ?? ''),
  description: String(row.description ?? ''),
  status: String(row.status ?? 'public'),
});

/** Albums: create, edit, delete (with their photos); 照片 opens one album's photos. */
export function AlbumsPage() {
  const table = useAdminTable('album');
  const editing = useRecordEditing('album', (values) => recordBody(values));
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        相册管理
      </Typography>
      <AdminTable
        noun="相册"
        table={table}
        columns={COLUMNS}
        toolbarActions={
          <Button variant="contained" onClick={() => editing.open(null, valuesOf({}))}>
            新建相册
          </Button>
        }
        rowActions={(row) => (
          <>
            <Button size="small" component={RouterLink} to={`${ADMIN_BASE}/albums/${row.id}`}>
              照片
            </Button>
            <Button size="small" onClick={() => editing.open(row.id, valuesOf(row))}>
              编辑
            </Button>
          </>
        )}
      />
      <RecordDialog
        title={editing.isNew ? '新建相册' : '编辑相册'}
        fields={FIELDS}
        initial={editing.initial}
        onSubmit={editing.submit}
        onClose={editing.close}
      />
    </>
  );
}
