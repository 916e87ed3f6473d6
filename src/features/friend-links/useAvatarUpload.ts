import { useUploadImageMutation } from '@/features/auth';
import { useAppDispatch } from '@/app/hooks';
import { compressImage } from '@/shared/lib/compressImage';
import { noticeShown } from '@/shared/notices/noticesSlice';

/**
 * A site avatar through the app's upload (compressed first over 800 KB, docs/behaviour.md §6.2), as the
 * path of our own upload that the server accepts; a failure shows 图片上传失败 and gives null.
 */
export function useAvatarUpload() {
  const dispatch = useAppDispatch();
  const [upload, { isLoading }] = useUploadImageMutation();
  const uploadAvatar = async (file: File): Promise<string | null> => {
    try {
      const sent = await upload(await compressImage(file));
      const url = sent.data?.url;
      if (!url) throw new Error('no url');
      const parsed = new URL(url, window.location.origin);
      return parsed.origin === window.location.origin ? parsed.pathname : url;
    } catch {
      dispatch(noticeShown({ kind: 'error', title: '错误提示', message: '图片上传失败' }));
      return null;
    }
  };
  return { uploadAvatar, uploading: isLoading };
}
