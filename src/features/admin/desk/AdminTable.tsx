import type { ReactNode } from 'react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useAppDispatch } from '@/app/hooks';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';
import { PageState } from '@/shared/components/PageState';
import { PAGE_SIZES, type AdminTableState } from './useAdminTable';
import { TableToolbar, type TableFilter } from './TableToolbar';

/** A row of any admin table: it has an id; the columns read the rest. */
export interface Row {
  id: number;
}

/** One column: a field of the row, shown as text unless `render` says otherwise. */
export interface Column<R extends Row> {
  key: keyof R & string;
  label: string;
  render?: (row: R) => ReactNode;
}

interface Props<R extends Row> {
  /** What the table lists, for labels (e.g. 文章). */
  noun: string;
  table: AdminTableState<R>;
  columns: Column<R>[];
  filters?: TableFilter[];
  /** Per-row buttons (edit, approve, …) before the row's 删除. */
  rowActions?: (row: R) => ReactNode;
  /** Buttons on the toolbar (新建 …). */
  toolbarActions?: ReactNode;
  /** Some areas have no delete (users). */
  deletable?: boolean;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A count, a `YYYY-MM-DD hh:mm:ss` time or a short label (a state: 待审核, 公开): never broken over two lines. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const SHORT_LABEL_CHARS = 6;
const isCompact = (value: unknown) =>
  typeof value === 'number' ||
  (typeof value === 'string' && (DATE_TIME.test(value) || value.length <= SHORT_LABEL_CHARS));

/**
 * docs/admin-desk.md "Layout" (tables): the first column is the row's main text (title, content, name)
 * and keeps room for about 10 characters even on a phone, where the table scrolls sideways instead of
 * squeezing it; in the others numbers, dates and short labels stay on one line and other text wraps
 * within 320 px. A cell is judged by what it shows (a state's label, not its key).
 */
const cellSx = (index: number, value: unknown) =>
  index > 0 && isCompact(value)
    ? { whiteSpace: 'nowrap' as const }
    : { maxWidth: 320, minWidth: index === 0 ? '10em' : 48, overflowWrap: 'anywhere' as const };

/** One admin table: search, filters, paging, row selection and (bulk) delete with a confirmation. */
export function AdminTable<R extends Row>({
  noun,
  table,
  columns,
  filters,
  rowActions,
  toolbarActions,
  deletable = true,
}: Props<R>) {
  const dispatch = useAppDispatch();
  const { rows, selected, setSelected } = table;
  const [pendingDelete, setPendingDelete] = useState<number[] | null>(null);
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  const toggle = (id: number) =>
    setSelected(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);

  const confirmDelete = async () => {
    const ids = pendingDelete ?? [];
    setPendingDelete(null);
    const done = await table.deleteIds(ids);
    if (done > 0) dispatch(noticeShown({ kind: 'success', message: `已删除 ${done} 条${noun}` }));
  };

  return (
    <Box>
      <TableToolbar
        noun={noun}
        table={table}
        filters={filters}
        actions={
          <>
            {toolbarActions}
            {deletable && (
              <Button variant="outlined" disabled={!selected.length} onClick={() => setPendingDelete(selected)}>
                批量删除{selected.length ? `（${selected.length}）` : ''}
              </Button>
            )}
          </>
        }
      />
      {table.isError ? (
        <PageState
          kind="error"
          message="加载失败"
          action={<Button onClick={() => void table.refetch()}>重试</Button>}
        />
      ) : table.isLoading ? (
        <Box data-testid="admin-table-loading">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={44} />
          ))}
        </Box>
      ) : rows.length === 0 ? (
        <PageState kind="empty" message={`暂无${noun}`} />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={`${noun}列表`}>
            <TableHead>
              <TableRow>
                {deletable && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allSelected}
                      indeterminate={!allSelected && rows.some((row) => selected.includes(row.id))}
                      onChange={() => setSelected(allSelected ? [] : rows.map((row) => row.id))}
                      slotProps={{ input: { 'aria-label': '全选本页' } }}
                    />
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell key={column.key} sx={{ whiteSpace: 'nowrap' }}>
                    {column.label}
                  </TableCell>
                ))}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>操作</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover selected={selected.includes(row.id)}>
                  {deletable && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.includes(row.id)}
                        onChange={() => toggle(row.id)}
                        slotProps={{ input: { 'aria-label': `选择第 ${row.id} 条` } }}
                      />
                    </TableCell>
                  )}
                  {columns.map((column, index) => {
                    const shown = column.render ? column.render(row) : text(row[column.key]);
                    return (
                      <TableCell
                        key={column.key}
                        sx={cellSx(index, typeof shown === 'string' ? shown : row[column.key])}
                      >
                        {shown}
                      </TableCell>
                    );
                  })}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {rowActions?.(row)}
                    {deletable && (
                      <Button size="small" onClick={() => setPendingDelete([row.id])}>
                        删除
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={table.total}
        page={table.current - 1}
        rowsPerPage={table.size}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, page) => table.setPage(page + 1)}
        onRowsPerPageChange={(event) => table.setSize(Number(event.target.value))}
        labelRowsPerPage="每页"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to}，共 ${count} 条`}
      />
      <ConfirmDialog
        text={pendingDelete ? `确定删除选中的 ${pendingDelete.length} 条${noun}吗？` : null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </Box>
  );
}
