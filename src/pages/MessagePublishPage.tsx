import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { PublishMessage } from '@/features/message-board';
import { PageBanner } from '@/features/site';
import { formSurfaceSx } from '@/shared/lib/formSurface';

/** /message/publish (new) or /message/publish?id= (edit one's own post). */
export default function MessagePublishPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const editId = Number.isInteger(id) && id > 0 ? id : null;
  return (
    <>
      <PageBanner title={editId ? '编辑留言' : '发布留言'} routeName="message/publish" />
      <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
        <Paper variant="outlined" sx={[{ p: { xs: 2, sm: 3 } }, formSurfaceSx]}>
          <PublishMessage key={editId ?? 'new'} editId={editId} />
        </Paper>
      </Box>
    </>
  );
}
