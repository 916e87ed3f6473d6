import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminTalkRow } from '@protocol/adminRows';
import { RecordDialog } from '../desk/RecordDialog';
import { publicStatus, VISIBILITY, type RecordField } from '../desk/recordFields';
import { AdminTable, type Column } from '../desk/AdminTable';
import { PinButton } from '../desk/PinButton';
import { visibilityLabel } from '../desk/cells';
import { useAdminTable } from '../desk/useAdminTable';
import { useRecordEditing } from '../desk/useRecordEditing';

const FIELDS: RecordField[] = [
  { key: 'content', label: '内容', kind: 'multiline', required: true, max: 5000 },
  { key: 'images', label: '图片', kind: 'images', helper: '每行一张（/uploads/… 或 http(s) 地址），最多 9 张' },
  { key: 'status', label: '可见性', kind: 'select', options: VISIBILITY },
];

const COLUMNS: Column<AdminTalkRow>[] = [
  { key: 'content', label: '内容' },
  { key: 'talkImgList', label: '图片', render: (row) => `${row.talkImgList.length} 张` },
  { key: 'status', label: '可见性', render: (row) => visibilityLabel(row.status) },
  { key: 'is_top', label: '置顶', render: (row) => (row.is_top === 1 ? '是' : '') },
  { key: 'createdAt', label: '发布时间' },
];

const imageList = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 9);

/** Talks: write, edit (images as a list of addresses), pin, public / private, (bulk) delete. */
export function TalksPage() {
  const table = useAdminTable('talk');
  const editing = useRecordEditing('talk', (values) => ({
    content: values.content.trim(),
    talkImgList: imageList(values.images ?? ''),
    status: publicStatus(values.status),
  }));
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        说说管理
      </Typography>
      <AdminTable
        noun="说说"
        table={table}
        columns={COLUMNS}
        filters={[{ key: 'status', label: '可见性', options: VISIBILITY }]}
        toolbarActions={
          <Button variant="contained" onClick={() => editing.open(null, { content: '', images: '', status: 'public' })}>
            发布说说
          </Button>
        }
        rowActions={(row) => (
          <>
            <Button
              size="small"
              onClick={() =>
                editing.open(row.id, { content: row.content, images: row.talkImgList.join('\n'), status: row.status })
              }
            >
              编辑
            </Button>
            <PinButton resource="talk" row={row} />
          </>
        )}
      />
      <RecordDialog
        title={editing.isNew ? '发布说说' : '编辑说说'}
        fields={FIELDS}
        initial={editing.initial}
        onSubmit={editing.submit}
        onClose={editing.close}
      />
    </>
  );
}
