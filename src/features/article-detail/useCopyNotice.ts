import { useCallback } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { copyText } from '@/shared/lib/copyText';
import { noticeShown } from '@/shared/notices/noticesSlice';

/** Copy with the shared messages: 复制成功 with the text, or 没有需要复制的目标内容. */
export function useCopyNotice(): (text: string | null | undefined) => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (text) => {
      dispatch(noticeShown(await copyText(text)));
    },
    [dispatch],
  );
}
