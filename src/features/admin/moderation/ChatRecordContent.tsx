import Link from '@mui/material/Link';
import type { AdminChatRow } from '@protocol/adminRows';
import { Thumbnail } from '../desk/cells';

/**
 * A chat record's 内容 cell (docs/admin-desk.md "Layout"): an image message is a stored upload's
 * path, so it shows as a small thumbnail that opens the full image, never as the raw `/uploads/…` text.
 */
export function ChatRecordContent({ row }: { row: AdminChatRow }) {
  if (row.content_type !== 'image') return row.content;
  return (
    <Link href={row.content} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block' }}>
      <Thumbnail src={row.content} alt={`${row.nick_name} 发送的图片`} />
    </Link>
  );
}
