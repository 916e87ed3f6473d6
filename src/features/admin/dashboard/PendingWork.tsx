import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link as RouterLink } from '@/shared/components/Link';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNotificationJump } from '@/features/notifications';
import { formatRelativeTime } from '@/shared/lib/formatTime';
import type { PendingWork as Pending } from '../desk/adminTypes';
import { ADMIN_BASE } from '../adminPaths';

const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** One kind of work: a heading with its count, what is waiting, and where the author deals with it. */
function WorkArea({
  title,
  count,
  action,
  children,
}: {
  title: string;
  count?: number;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
        {count !== undefined && (
          <Box component="span" sx={{ ml: 1, color: count ? 'error.main' : 'text.secondary' }}>
            {count}
          </Box>
        )}
      </Typography>
      {children}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}

const deskLink = (path: string, text: string) => (
  <Link component={RouterLink} to={`${ADMIN_BASE}/${path}`}>
    {text}
  </Link>
);

/**
 * docs/admin-desk.md, 仪表盘: the author's pending work — friend links awaiting review (to 友链审核),
 * unread notices (each opens its target and is marked read, like the bell's), the newest comments
 * (to 评论管理).
 */
export function PendingWork({ pending }: { pending: Pending }) {
  const jump = useNotificationJump();
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        待处理
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 3 }}>
        <WorkArea
          title="待审核友链"
          count={pending.linkCount}
          action={deskLink('links', pending.linkCount ? '去审核' : '查看友链')}
        />
        <WorkArea title="未读通知" count={pending.noticeCount}>
          {pending.notices.length ? (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {pending.notices.map((notice) => (
                <li key={notice.id}>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => jump({ ...notice, isView: 1 })}
                    sx={{ ...ONE_LINE, display: 'block', maxWidth: '100%', textAlign: 'left' }}
                  >
                    {notice.text}
                  </Link>
                  <Typography variant="caption" color="text.secondary">
                    {formatRelativeTime(notice.createdAt)}
                  </Typography>
                </li>
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              没有未读通知
            </Typography>
          )}
        </WorkArea>
        <WorkArea title="最新评论" action={deskLink('comments', '管理评论')}>
          {pending.comments.length ? (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {pending.comments.map((comment) => (
                <Typography key={comment.id} component="li" variant="body2" sx={ONE_LINE}>
                  <strong>{comment.from_name || '匿名'}</strong>：{comment.content}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    {formatRelativeTime(comment.createdAt)}
                  </Typography>
                </Typography>
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              还没有评论
            </Typography>
          )}
        </WorkArea>
      </Box>
    </Paper>
  );
}
