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

/** Local midnight of the day `t` falls on. */
const dayStart = (t: number) => new Date(t).setHours(0, 0, 0, 0);
/** Calendar days from `then` to `now` (rounded: a daylight-saving day is 23 or 25 hours). */
const daysApart = (then: number, now: number) => Math.round((dayStart(now) - dayStart(then)) / DAY);
const hhmm = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
const mmdd = (d: Date) => `${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * docs/behaviour.md §8.3 relative time: 刚刚 under a minute (and for a time ahead of this clock),
 * N 分钟前 under an hour, N 小时前 the same day, 昨天 HH:mm the day before, then the date: MM-DD this
 * year, YYYY-MM-DD before. Never seconds.
 */
export function formatRelativeTime(value: string | number | Date, now: number = Date.now()): string {
  const then = parseTime(value);
  if (Number.isNaN(then)) return '';
  const diff = now - then;
  if (diff < MINUTE) return '刚刚';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)} 分钟前`;
  const days = daysApart(then, now);
  if (days === 0) return `${Math.floor(diff / HOUR)} 小时前`;
  const d = new Date(then);
  if (days === 1) return `昨天 ${hhmm(d)}`;
  return d.getFullYear() === new Date(now).getFullYear() ? mmdd(d) : formatDate(then);
}

/**
 * docs/behaviour.md §6.1 chat times: HH:mm today, 昨天 HH:mm the day before, MM-DD HH:mm this
 * year, YYYY-MM-DD HH:mm before.
 */
export function formatChatTime(value: string | number | Date, now: number = Date.now()): string {
  const then = parseTime(value);
  if (Number.isNaN(then)) return '';
  const d = new Date(then);
  const days = daysApart(then, now);
  if (days <= 0) return hhmm(d);
  if (days === 1) return `昨天 ${hhmm(d)}`;
  const date = d.getFullYear() === new Date(now).getFullYear() ? mmdd(d) : formatDate(then);
  return `${date} ${hhmm(d)}`;
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
