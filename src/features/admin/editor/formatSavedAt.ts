const pad = (n: number) => String(n).padStart(2, '0');

/** A local time as YYYY-MM-DD HH:mm:ss (when a draft was written). */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
