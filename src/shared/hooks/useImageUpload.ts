import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useUploadImageMutation } from '../api/uploadApi';
import { settleMutation, type OutcomeTexts } from '../api/useMutationNotice';
import { compressImage } from '../lib/compressImage';
import { noticeShown } from '../notices/noticesSlice';

/**
 * The path form of one of our own uploads: the server accepts only that as a chat image, a board
 * background or an avatar (docs/behaviour.md §6.4); another site's address is left as it is.
 */
export function toUploadPath(url: string, origin = window.location.origin): string {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed.pathname : url;
  } catch {
    return url;
  }
}

export interface ImageUploadOptions {
  /** Compress pictures over 800 KB first (docs/behaviour.md §6.2); the admin desk uploads originals. */
  compress?: boolean;
  /** Say why an upload failed with these texts (the server's message); otherwise 图片上传失败. */
  explain?: OutcomeTexts;
}

const FAILED = { kind: 'error', title: '错误提示', message: '图片上传失败' } as const;

/**
 * The one image-upload path (chat, board, friend links, personal center, admin desk): resolves to the
 * path of the stored picture, or null once a notice has said it failed (docs/behaviour.md §6.2).
 */
export function useImageUpload({ compress = true, explain }: ImageUploadOptions = {}) {
  const dispatch = useDispatch();
  const [upload, { isLoading }] = useUploadImageMutation();
  const uploadImage = useCallback(
    async (file: File): Promise<string | null> => {
      let ready = file;
      try {
        if (compress) ready = await compressImage(file);
      } catch {
        dispatch(noticeShown(FAILED));
        return null;
      }
      if (explain) {
        const sent = await settleMutation(dispatch, upload(ready), explain);
        return sent ? toUploadPath(sent.data.url) : null;
      }
      const sent = await upload(ready);
      if (sent.data?.url) return toUploadPath(sent.data.url);
      dispatch(noticeShown(FAILED));
      return null;
    },
    [compress, explain, dispatch, upload],
  );
  return { uploadImage, uploading: isLoading };
}
