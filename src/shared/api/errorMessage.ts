/**
 * The sentence to show for a failed query: the server's own message when it sent one (a 404's
 * 文章不存在或未公开), otherwise `fallback` (network failure, timeout).
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  const data = (error as { data?: unknown } | null | undefined)?.data;
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
