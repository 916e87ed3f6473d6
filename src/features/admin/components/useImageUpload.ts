import { useCallback } from 'react';
import { useUploadImageMutation } from '@/features/auth';
import { useAdminNotice } from '../api/useAdminNotice';

/** Uploads one image through the blog's upload route; resolves to its URL, or null (the notice says why). */
export function useImageUpload() {
  const [upload, { isLoading }] = useUploadImageMutation();
  const act = useAdminNotice();
  const uploadImage = useCallback(
    async (file: File): Promise<string | null> => {
      const answer = await act(upload(file));
      return answer?.data.url ?? null;
    },
    [act, upload],
  );
  return { uploadImage, uploading: isLoading };
}
