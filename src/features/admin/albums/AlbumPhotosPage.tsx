import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBackOutlined';
import ArrowForward from '@mui/icons-material/ArrowForwardOutlined';
import { useLocation } from 'react-router';
import { Link as RouterLink } from '@/shared/components/Link';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';
import { PageState } from '@/shared/components/PageState';
import { ADMIN_BASE, idAfter } from '../adminPaths';
import {
  useAlbumPhotosQuery,
  useDeletePhotosMutation,
  useOrderPhotosMutation,
  useUploadPhotosMutation,
} from './photoApi';
import { useAdminNotice } from '../desk/useAdminNotice';
import { moved } from './photoOrder';

/** One album's photos: upload many at once (up to 20 a time), move earlier / later, delete selected. */
export function AlbumPhotosPage() {
  const found = idAfter(useLocation().pathname, 'albums');
  const albumId = found === 'new' ? 0 : found;
  const { data: photos = [], isLoading, isError, refetch } = useAlbumPhotosQuery(albumId);
  const [upload, { isLoading: uploading }] = useUploadPhotosMutation();
  const [order] = useOrderPhotosMutation();
  const [remove] = useDeletePhotosMutation();
  const act = useAdminNotice();
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ids = photos.map((p) => p.id);

  const onFiles = async (files: File[]) => {
    for (let i = 0; i < files.length; i += 20)
      await act(upload({ albumId, files: files.slice(i, i + 20) }), {
        success: `已上传 ${Math.min(files.length - i, 20)} 张照片`,
      });
  };
  const move = (index: number, step: -1 | 1) => void act(order({ albumId, idList: moved(ids, index, step) }));

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        相册照片
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`${ADMIN_BASE}/albums`}>
          返回相册
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept="image/jpeg,image/png,image/gif,image/webp"
          aria-label="选择照片"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) void onFiles(files);
          }}
        />
        <Button variant="contained" disabled={uploading} onClick={() => input.current?.click()}>
          {uploading ? '上传中…' : '上传照片'}
        </Button>
        <Button variant="outlined" disabled={!selected.length} onClick={() => setConfirming(true)}>
          删除选中{selected.length ? `（${selected.length}）` : ''}
        </Button>
      </Box>
      {isError ? (
        <PageState kind="error" message="加载失败" action={<Button onClick={() => void refetch()}>重试</Button>} />
      ) : isLoading ? (
        <Skeleton variant="rectangular" height={160} />
      ) : photos.length === 0 ? (
        <PageState kind="empty" message="相册里还没有照片" />
      ) : (
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
          }}
        >
          {photos.map((photo, index) => (
            <Box component="li" key={photo.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
              <Box
                component="img"
                src={photo.url}
                alt={`第 ${index + 1} 张`}
                sx={{ width: '100%', height: 120, objectFit: 'cover' }}
              />
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                <Checkbox
                  checked={selected.includes(photo.id)}
                  onChange={() =>
                    setSelected((old) =>
                      old.includes(photo.id) ? old.filter((x) => x !== photo.id) : [...old, photo.id],
                    )
                  }
                  slotProps={{ input: { 'aria-label': `选择第 ${index + 1} 张` } }}
                />
                <IconButton
                  aria-label={`第 ${index + 1} 张前移`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowBack />
                </IconButton>
                <IconButton
                  aria-label={`第 ${index + 1} 张后移`}
                  disabled={index === photos.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowForward />
                </IconButton>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <ConfirmDialog
        text={confirming ? `确定删除选中的 ${selected.length} 张照片吗？` : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void act(remove({ albumId, idList: selected }), { success: '删除成功' }).then((ok) => ok && setSelected([]));
        }}
      />
    </>
  );
}
