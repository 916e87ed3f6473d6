import Typography from '@mui/material/Typography';
import type { AdminRowOf } from '../desk/deskTables';
import { AdminTable, type Column } from '../desk/AdminTable';
import { useAdminTable } from '../desk/useAdminTable';
import type { AdminResource } from '../desk/deskTables';
import { ChatRecordContent } from './ChatRecordContent';

const COMMENT_PLACES: Record<number, string> = { 1: '文章', 2: '说说', 3: '留言', 4: '评论' };

type ModeratedArea = Extract<AdminResource, 'comment' | 'message' | 'chat'>;

const AREAS: { [K in ModeratedArea]: { title: string; noun: string; columns: Column<AdminRowOf[K]>[] } } = {
  comment: {
    title: '评论管理',
    noun: '评论',
    columns: [
      { key: 'content', label: '内容' },
      { key: 'from_name', label: '作者' },
      { key: 'type', label: '位置', render: (row) => COMMENT_PLACES[row.type] ?? '' },
      { key: 'createdAt', label: '时间' },
    ],
  },
  message: {
    title: '留言管理',
    noun: '留言',
    columns: [
      { key: 'message', label: '内容' },
      { key: 'nick_name', label: '作者' },
      { key: 'createdAt', label: '时间' },
    ],
  },
  chat: {
    title: '聊天记录',
    noun: '聊天消息',
    columns: [
      { key: 'content', label: '内容', render: (row) => <ChatRecordContent row={row} /> },
      { key: 'nick_name', label: '发送者' },
      { key: 'createdAt', label: '时间' },
    ],
  },
};

/** Moderation of comments, message-board posts and chat messages: search, delete, bulk delete. */
export function ModerationPage<K extends ModeratedArea>({ area }: { area: K }) {
  const { title, noun, columns } = AREAS[area];
  const table = useAdminTable(area);
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <AdminTable key={area} noun={noun} table={table} columns={columns} />
    </>
  );
}
