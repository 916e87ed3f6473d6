import { useUploadImageMutation } from '@/features/auth';
import { useAppDispatch } from '@/app/hooks';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { compressImage } from '@/shared/lib/compressImage';
import { chatSendRequested } from './chatActions';
import { CHAT_TEXT } from './chatTexts';

/** The server accepts only the path form of our own uploads (docs/behaviour.md §6.4: image must be one of ours). */
export function toUploadPath(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? parsed.pathname : url;
  } catch {
    return url;
  }
}

/**
 * docs/behaviour.md §6.2: one image; over 800 KB it is compressed first; any failure (compression or upload)
 * shows 图片上传失败 and nothing is sent.
 */
export function useChatImageUpload() {
  const dispatch = useAppDispatch();
  const [upload, { isLoading }] = useUploadImageMutation();
  const sendImage = async (file: File) => {
    const fail = () => dispatch(noticeShown({ kind: 'error', message: CHAT_TEXT.uploadFailed }));
    let ready: File;
    try {
      ready = await compressImage(file);
    } catch {
      return fail();
    }
    const result = await upload(ready);
    const url = result.data?.url;
    if (!url) return fail();
    dispatch(chatSendRequested({ content: toUploadPath(url), content_type: 'image' }));
  };
  return { sendImage, uploading: isLoading };
}
