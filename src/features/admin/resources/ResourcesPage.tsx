import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminCategoryRow, AdminSiteRow } from '@protocol/adminRows';
import { RecordDialog } from '../desk/RecordDialog';
import { recordBody, recordValues, type RecordField } from '../desk/recordFields';
import { AdminTable, type Column } from '../desk/AdminTable';
import { useAdminTable, useAllAdminRows } from '../desk/useAdminTable';
import { useRecordEditing } from '../desk/useRecordEditing';

const TYPES = [
  { value: 'front', label: '前端' },
  { value: 'back', label: '后端' },
];

const CATEGORY_FIELDS: RecordField[] = [
  { key: 'type', label: '类型', kind: 'select', options: TYPES, required: true },
  { key: 'key', label: '标识', required: true, max: 32, helper: '小写字母、数字和 -' },
  { key: 'name', label: '名称', required: true, max: 32 },
  { key: 'description', label: '描述', max: 255 },
  { key: 'sort', label: '排序', helper: '数字越小越靠前' },
];

const CATEGORY_COLUMNS: Column<AdminCategoryRow>[] = [
  { key: 'type', label: '类型', render: (row) => (row.type === 'back' ? '后端' : '前端') },
  { key: 'key', label: '标识' },
  { key: 'name', label: '名称' },
  { key: 'siteCount', label: '网站数' },
  { key: 'sort', label: '排序' },
];

const SITE_COLUMNS: Column<AdminSiteRow>[] = [
  { key: 'name', label: '名称' },
  { key: 'url', label: '地址' },
  { key: 'description', label: '描述' },
  { key: 'sort', label: '排序' },
];

/** Resource navigation: categories (front / back) and the sites in each. */
export function ResourcesPage() {
  const categories = useAdminTable('resourceCategory');
  const sites = useAdminTable('resourceSite');
  const categoryOptions = useAllAdminRows('resourceCategory').map((c) => ({
    value: String(c.id),
    label: `${c.name}（${c.type === 'back' ? '后端' : '前端'}）`,
  }));
  const siteFields: RecordField[] = [
    { key: 'category_id', label: '分类', kind: 'select', options: categoryOptions, required: true },
    { key: 'name', label: '名称', required: true, max: 64 },
    { key: 'url', label: '地址', kind: 'url', required: true },
    { key: 'description', label: '描述', max: 255 },
    { key: 'icon', label: '图标', kind: 'image' },
    { key: 'sort', label: '排序' },
  ];
  // The 类型 select offers front and back only; the contract types it so.
  const editCategory = useRecordEditing('resourceCategory', (values) => ({
    ...recordBody(values, ['key', 'name', 'description'], ['sort']),
    type: values.type === 'back' ? ('back' as const) : ('front' as const),
  }));
  const editSite = useRecordEditing('resourceSite', (values) =>
    recordBody(values, ['name', 'url', 'description', 'icon'], ['sort', 'category_id']),
  );

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        资源导航
      </Typography>
      <Typography variant="h6" component="h2">
        分类
      </Typography>
      <AdminTable
        noun="分类"
        table={categories}
        columns={CATEGORY_COLUMNS}
        filters={[{ key: 'type', label: '类型', options: TYPES }]}
        toolbarActions={
          <Button
            variant="contained"
            onClick={() => editCategory.open(null, { type: 'front', key: '', name: '', description: '', sort: '0' })}
          >
            新建分类
          </Button>
        }
        rowActions={(row) => (
          <Button
            size="small"
            onClick={() => editCategory.open(row.id, recordValues(row, ['type', 'key', 'name', 'description', 'sort']))}
          >
            编辑
          </Button>
        )}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 4 }}>
        网站
      </Typography>
      <AdminTable
        noun="网站"
        table={sites}
        columns={SITE_COLUMNS}
        filters={[{ key: 'category_id', label: '分类', options: categoryOptions }]}
        toolbarActions={
          <Button
            variant="contained"
            onClick={() =>
              editSite.open(null, {
                category_id: categoryOptions[0]?.value ?? '',
                name: '',
                url: '',
                description: '',
                icon: '',
                sort: '0',
              })
            }
          >
            新建网站
          </Button>
        }
        rowActions={(row) => (
          <Button
            size="small"
            onClick={() =>
              editSite.open(row.id, recordValues(row, ['category_id', 'name', 'url', 'description', 'icon', 'sort']))
            }
          >
            编辑
          </Button>
        )}
      />
      <RecordDialog
        title="资源分类"
        fields={CATEGORY_FIELDS}
        initial={editCategory.initial}
        onSubmit={editCategory.submit}
        onClose={editCategory.close}
      />
      <RecordDialog
        title="资源网站"
        fields={siteFields}
        initial={editSite.initial}
        onSubmit={editSite.submit}
        onClose={editSite.close}
      />
    </>
  );
}
