import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import { MessageDetail } from '@/features/message-board';
import { PageBanner } from '@/features/site';
import { PageState } from '@/shared/components/PageState';

/** /message/detail?id=: one post with its likes and comments; after deleting it, back to the board. */
export default function MessageDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  return (
    <>
      <PageBanner title="留言详情" routeName="message/detail" />
      <Box sx={{ maxWidth: 900, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
        {valid ? (
          <MessageDetail key={id} id={id} onDeleted={() => void navigate('/message/list')} />
        ) : (
          <PageState kind="error" message="留言不存在或已删除" />
        )}
      </Box>
    </>
  );
}
