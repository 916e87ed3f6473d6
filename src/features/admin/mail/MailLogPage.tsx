import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageState } from '@/shared/components/PageState';
import { useAdminNotice } from '../desk/useAdminNotice';
import { useMailLogQuery, useResendMailMutation } from './mailApi';
import { KIND_LABELS, STATUS_LABELS } from './mailLabels';
import { channelLabel } from './push/pushLabels';

const HEADINGS = ['时间', '类型', '渠道', '收件人', '主题', '状态', '尝试次数', '服务器最后回复', '操作'];
const SIZE = 20;

/** 发送记录: every queued mail, its attempts and the remote server's last words (docs/behaviour.md §5.4). */
export function MailLogPage() {
  const [current, setCurrent] = useState(1);
  const { data, isLoading, isError, refetch } = useMailLogQuery({ current, size: SIZE });
  const [resend, { isLoading: resending }] = useResendMailMutation();
  const act = useAdminNotice();
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        发送记录
      </Typography>
      {isError ? (
        <PageState kind="error" message="加载失败" action={<Button onClick={() => void refetch()}>重试</Button>} />
      ) : isLoading || !data ? (
        <Skeleton variant="rectangular" height={320} />
      ) : data.total === 0 ? (
        <PageState kind="empty" message="还没有发送过邮件" />
      ) : (
        <Box>
          <TableContainer>
            <Table size="small" aria-label="发送记录">
              <TableHead>
                <TableRow>
                  {HEADINGS.map((heading) => (
                    <TableCell key={heading}>{heading}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.list.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{row.createdAt}</TableCell>
                    <TableCell>{KIND_LABELS[row.kind] ?? row.kind}</TableCell>
                    <TableCell>{channelLabel(row.channel)}</TableCell>
                    <TableCell>{row.recipient}</TableCell>
                    <TableCell>{row.subject}</TableCell>
                    <TableCell>{STATUS_LABELS[row.status] ?? row.status}</TableCell>
                    <TableCell>{row.attempts}</TableCell>
                    <TableCell>
                      <Box component="code" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                        {row.lastResponse}
                      </Box>
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        disabled={resending || row.status === 'pending' || row.status === 'sending'}
                        onClick={() => void act(resend(row.id), { success: '已重新加入发送队列' })}
                      >
                        重新发送
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data.total}
            page={current - 1}
            rowsPerPage={SIZE}
            rowsPerPageOptions={[SIZE]}
            onPageChange={(_event, page) => setCurrent(page + 1)}
          />
        </Box>
      )}
    </>
  );
}
