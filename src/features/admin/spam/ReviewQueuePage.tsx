import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { PageState } from '@/shared/components/PageState';
import { useAdminNotice } from '../desk/useAdminNotice';
import { useDecideMutation, useReviewQueueQuery, type Kind } from './spamApi';

const KINDS: { kind: Kind; label: string }[] = [
  { kind: 'comment', label: '评论' },
  { kind: 'message', label: '留言' },
  { kind: 'talk_comment', label: '说说评论' },
  { kind: 'link', label: '友链申请' },
];
const DECISIONS = [
  { decision: 'approve', label: '通过' },
  { decision: 'reject', label: '拒绝' },
  { decision: 'spam', label: '标记为垃圾' },
] as const;

/** 审核队列 (docs/behaviour.md §13.2): the waiting items of each kind, decided one by one or in bulk. */
export function ReviewQueuePage() {
  const [kind, setKind] = useState<Kind>('comment');
  const [picked, setPicked] = useState<number[]>([]);
  const { data, isError } = useReviewQueueQuery(kind);
  const [decide, { isLoading }] = useDecideMutation();
  const act = useAdminNotice();
  const rows = data?.list ?? [];
  const toggle = (id: number) => setPicked((all) => (all.includes(id) ? all.filter((x) => x !== id) : [...all, id]));
  const send = async (decision: (typeof DECISIONS)[number]['decision'], ids: number[]) => {
    if (ids.length === 0) return;
    if (await act(decide({ kind, ids, decision }), { success: '操作成功' })) setPicked([]);
  };

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        审核队列
      </Typography>
      <Tabs
        value={kind}
        onChange={(_, next: Kind) => {
          setKind(next);
          setPicked([]);
        }}
      >
        {KINDS.map(({ kind: value, label }) => (
          <Tab key={value} value={value} label={label} />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', gap: 1, my: 2 }}>
        {DECISIONS.map(({ decision, label }) => (
          <Button
            key={decision}
            variant="outlined"
            disabled={isLoading || picked.length === 0}
            onClick={() => void send(decision, picked)}
          >
            批量{label}
          </Button>
        ))}
      </Box>
      {isError ? (
        <PageState kind="error" message="加载失败" />
      ) : data && rows.length === 0 ? (
        <PageState kind="empty" message="没有待审核的内容" />
      ) : (
        <Table size="small" aria-label="待审核">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>内容</TableCell>
              <TableCell>作者</TableCell>
              <TableCell>时间</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={picked.includes(row.id)}
                    onChange={() => toggle(row.id)}
                    slotProps={{ input: { 'aria-label': `选择 ${row.id}` } }}
                  />
                </TableCell>
                <TableCell>
                  {row.content}
                  {row.state === 'spam' && ' （垃圾）'}
                </TableCell>
                <TableCell>{row.author}</TableCell>
                <TableCell>{row.createdAt}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {DECISIONS.map(({ decision, label }) => (
                    <Button
                      key={decision}
                      size="small"
                      disabled={isLoading}
                      onClick={() => void send(decision, [row.id])}
                    >
                      {label}
                    </Button>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
