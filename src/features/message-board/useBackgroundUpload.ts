import { useUploadImageMutation } from '@/features/auth';
import { useAppDispatch } from '@/app/hooks';
import { compressImage } from '@/shared/lib/compressImage';
import { noticeShown } from '@/shared/notices/noticesSlice';

/** The server accepts only the path form of its own uploads as a background. */
export function uploadPath(url: string, origin: string): string {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed.pathname : url;
  } catch {
    return url;
  }
}

/**
 * A background picture through the app's upload: over 800 KB it is compressed first
 * (docs/behaviour.md §6.2); any failure shows 图片上传失败 and gives nothing.
 */
export function useBackgroundUpload() {
  const dispatch = useAppDispatch();
  const [upload, { isLoading }] = useUploadImageMutation();
  const uploadBackground = async (file: File): Promise<string | null> => {
    try {
      const sent = await upload(await compressImage(file));
      const url = sent.data?.url;
      if (!url) throw new Error('no url');
      return uploadPath(url, window.location.origin);
    } catch {
      dispatch(noticeShown({ kind: 'error', title: '错误提示', message: '图片上传失败' }));
      return null;
    }
  };
  return { uploadBackground, uploading: isLoading };
}
