import { useCallback } from 'react';
import { useUploadImageMutation } from '@/features/auth';
import { useAdminAction } from '../api/useAdminAction';

/** Uploads one image through the blog's upload route; resolves to its URL, or null (the notice says why). */
export function useImageUpload() {
  const [upload, { isLoading }] = useUploadImageMutation();
  const act = useAdminAction();
  const uploadImage = useCallback(
    async (file: File): Promise<string | null> => {
      const answer = await act(upload(file), null);
      return answer?.result?.url ?? null;
    },
    [act, upload],
  );
  return { uploadImage, uploading: isLoading };
}
