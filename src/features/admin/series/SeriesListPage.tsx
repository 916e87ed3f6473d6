import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SeriesSummary } from '@protocol/api/series';
import { SERIES_NAME_MAX } from '@protocol/seriesRules';
import { Link as RouterLink } from '@/shared/components/Link';
import { ADMIN_BASE } from '../adminPaths';
import { AdminTable, type Column } from '../desk/AdminTable';
import { RecordDialog } from '../desk/RecordDialog';
import { Thumbnail } from '../desk/cells';
import { recordBody, recordValues, type RecordField } from '../desk/recordFields';
import { useAdminTable } from '../desk/useAdminTable';
import { useRecordEditing } from '../desk/useRecordEditing';

const FIELDS: RecordField[] = [
  { key: 'name', label: '专栏名称', required: true, max: SERIES_NAME_MAX },
  { key: 'cover', label: '封面', kind: 'image' },
  { key: 'description', label: '简介', kind: 'multiline', max: 1000 },
];

const COLUMNS: Column<SeriesSummary>[] = [
  { key: 'name', label: '专栏名称' },
  { key: 'cover', label: '封面', render: (row) => <Thumbnail src={row.cover} /> },
  { key: 'description', label: '简介' },
  { key: 'postCount', label: '文章数' },
  { key: 'updatedAt', label: '更新时间' },
];

const EMPTY = { name: '', cover: '', description: '' };
const FIELD_KEYS = ['name', 'cover', 'description'] as const;

/**
 * 专栏管理 (docs/behaviour.md §9.6): create, edit, delete series (their posts stay, in no series);
 * 文章排序 opens one series' posts in order.
 */
export function SeriesListPage() {
  const table = useAdminTable('series');
  const editing = useRecordEditing('series', (values) => recordBody(values, FIELD_KEYS));
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        专栏管理
      </Typography>
      <AdminTable
        noun="专栏"
        table={table}
        columns={COLUMNS}
        toolbarActions={
          <Button variant="contained" onClick={() => editing.open(null, EMPTY)}>
            新建专栏
          </Button>
        }
        rowActions={(row) => (
          <>
            <Button size="small" component={RouterLink} to={`${ADMIN_BASE}/series/${row.id}`}>
              文章排序
            </Button>
            <Button size="small" onClick={() => editing.open(row.id, recordValues(row, FIELD_KEYS))}>
              编辑
            </Button>
          </>
        )}
      />
      <RecordDialog
        title={editing.isNew ? '新建专栏' : '编辑专栏'}
        fields={FIELDS}
        initial={editing.initial}
        onSubmit={editing.submit}
        onClose={editing.close}
      />
    </>
  );
}
