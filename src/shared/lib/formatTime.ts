const pad = (n: number) => String(n).padStart(2, '0');

/** docs/behaviour.md §8.3: playback time shown as mm:ss, zero-padded; input in seconds. */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** Parses the server's `YYYY-MM-DD HH:mm:ss` (docs/behaviour.md §1.2: local time) as well as ISO strings and epochs. */
export function parseTime(value: string | number | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (local) {
    const [, y, mo, d, h, mi, s] = local;
    return new Date(+y, +mo - 1, +d, +h, +mi, +(s ?? 0)).getTime();
  }
  return new Date(value).getTime();
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * docs/behaviour.md §8.3 relative time: seconds under 1 minute, minutes under 1 hour, hours under 1 day,
 * otherwise days — in Chinese ('N秒前'). Future times count as 0 seconds ago.
 */
export function formatRelativeTime(value: string | number | Date, now: number = Date.now()): string {
  const then = parseTime(value);
  if (Number.isNaN(then)) return '';
  const diff = Math.max(0, now - then);
  if (diff < MINUTE) return `${Math.floor(diff / 1000)}秒前`;
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  return `${Math.floor(diff / DAY)}天前`;
}

/** Date part (YYYY-MM-DD) of a server time string, for cards and lists. */
export function formatDate(value: string | number | Date): string {
  const t = parseTime(value);
  if (Number.isNaN(t)) return '';
  const d = new Date(t);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Whole days elapsed since `value` (site info: days running), never negative. */
export function daysSince(value: string | number | Date, now: number = Date.now()): number {
  const t = parseTime(value);
  if (Number.isNaN(t)) return 0;
  return Math.max(0, Math.floor((now - t) / DAY));
}
