import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@/shared/components/Link';
import { ADMIN_BASE } from '../adminPaths';
import type { AdminAlbumRow } from '@protocol/adminRows';
import { RecordDialog } from '../desk/RecordDialog';
import { publicStatus, recordBody, recordValues, VISIBILITY, type RecordField } from '../desk/recordFields';
import { AdminTable, type Column } from '../desk/AdminTable';
import { Thumbnail, visibilityLabel } from '../desk/cells';
import { useAdminTable } from '../desk/useAdminTable';
import { useRecordEditing } from '../desk/useRecordEditing';

const FIELDS: RecordField[] = [
  { key: 'album_name', label: '相册名称', required: true, max: 64 },
  { key: 'album_cover', label: '封面', kind: 'image' },
  { key: 'description', label: '描述', kind: 'multiline', max: 500 },
  { key: 'status', label: '可见性', kind: 'select', options: VISIBILITY },
];

const COLUMNS: Column<AdminAlbumRow>[] = [
  { key: 'album_cover', label: '封面', render: (row) => <Thumbnail src={row.album_cover} /> },
  { key: 'album_name', label: '相册名称' },
  { key: 'description', label: '描述' },
  { key: 'photoCount', label: '照片数' },
  { key: 'status', label: '可见性', render: (row) => visibilityLabel(row.status) },
];

const EMPTY = { album_name: '', album_cover: '', description: '', status: 'public' };
const FIELD_KEYS = ['album_name', 'album_cover', 'description', 'status'] as const;

/** Albums: create, edit, delete (with their photos); 照片 opens one album's photos. */
export function AlbumsPage() {
  const table = useAdminTable('album');
  const editing = useRecordEditing('album', (values) => ({
    ...recordBody(values, ['album_name', 'album_cover', 'description']),
    status: publicStatus(values.status),
  }));
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
          <Button variant="contained" onClick={() => editing.open(null, EMPTY)}>
            新建相册
          </Button>
        }
        rowActions={(row) => (
          <>
            <Button size="small" component={RouterLink} to={`${ADMIN_BASE}/albums/${row.id}`}>
              照片
            </Button>
            <Button size="small" onClick={() => editing.open(row.id, recordValues(row, FIELD_KEYS))}>
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
