import { useMutationNotice, type OutcomeTexts } from '@/shared/api/useMutationNotice';
import type { ImageUploadOptions } from '@/shared/hooks/useImageUpload';

/**
 * The desk also names failures the base query leaves silent (a 400's field message, a timeout), so an
 * editor always learns why a save did not happen.
 */
const ADMIN_TEXTS: OutcomeTexts = { unannounced: '网络异常，请稍后再试' };

/** useMutationNotice with the desk's texts: resolves to `{data}` on success, null on failure. */
export const useAdminNotice = () => useMutationNotice(ADMIN_TEXTS);

/**
 * The desk uploads originals (no compression) and says why an upload failed: the server's reason,
 * else the spec's 图片上传失败 (docs/behaviour.md §6.2) — also for a timeout, where a picture is concerned.
 */
export const DESK_UPLOAD: ImageUploadOptions = {
  compress: false,
  explain: { refused: '图片上传失败', unannounced: '图片上传失败' },
};
