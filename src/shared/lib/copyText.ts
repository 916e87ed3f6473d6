import type { NoticeInput } from '../notices/noticesSlice';

/** Longest part of the copied text repeated in the 复制成功 notice (a whole code block would bury the page). */
export const COPIED_PREVIEW_CHARS = 120;

export type ClipboardWriter = (text: string) => Promise<void>;

/** The browser's clipboard, or the old selection trick where the async API is missing (plain http). */
export const browserClipboard: ClipboardWriter = async (text) => {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
};

const preview = (text: string) =>
  text.length > COPIED_PREVIEW_CHARS ? `${text.slice(0, COPIED_PREVIEW_CHARS)}…` : text;

/**
 * Copies `text` and says what happened as a notice: 复制成功 with the copied content, or
 * 没有需要复制的目标内容 (also logged as a warning) when there is nothing to copy.
 */
export async function copyText(
  text: string | null | undefined,
  write: ClipboardWriter = browserClipboard,
): Promise<NoticeInput> {
  if (!text || !text.trim()) {
    console.warn('没有需要复制的目标内容');
    return { kind: 'warning', title: '温馨提示', message: '没有需要复制的目标内容' };
  }
  try {
    await write(text);
    return { kind: 'success', title: '复制成功', message: preview(text) };
  } catch {
    return { kind: 'error', title: '错误提示', message: '复制失败，请手动选择文本复制' };
  }
}
